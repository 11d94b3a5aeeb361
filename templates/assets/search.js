// libgen catalog search: results as you type, with filters for genre, language, author
// and availability (each option counting the books it would show), and ISBNs in any
// form (hyphens, ISBN-10 for an ISBN-13 and back).
// Each word typed matches the start of a word of a book's title, authors or genres.
// It fetches one shard of the index (search/<key>.json, by the longest word's first two
// letters or the ISBN), not the whole catalog; filters alone read search.json. No
// dependencies. Without JavaScript the browsable lists stay.
(function () {
  "use strict";
  var form = document.querySelector("form.search");
  var query = document.getElementById("search-query");
  var genre = document.getElementById("search-genre");
  var language = document.getElementById("search-language");
  var available = document.getElementById("search-available");
  var author = document.getElementById("search-author");
  var status = document.getElementById("search-status");
  var results = document.getElementById("search-results");
  var browse = document.getElementById("browse");
  if (!form || !query || !results) return;
  var root = (form.getAttribute("data-index") || "search.json").replace(/search\.json$/, "");
  var limit = 48;

  function fold(text) {
    return (text || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }

  // The ISBN-13 of an ISBN written either way, or "" when the word is not one.
  function isbn13(word) {
    var code = word.replace(/[-\s]/g, "").toUpperCase();
    if (/^\d{13}$/.test(code)) return code;
    if (!/^\d{9}[\dX]$/.test(code)) return "";
    var body = "978" + code.slice(0, 9), sum = 0;
    for (var i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 ? 3 : 1);
    return body + ((10 - sum % 10) % 10);
  }

  var stopWords = {};
  ("the of a an and in on to for at by with from de la le les el los las del der die das und et des du y e")
    .split(" ").forEach(function (word) { stopWords[word] = true; });

  // Index shards by key, as promised; "" is the whole search.json.
  var shards = {};

  function words(text) {
    return fold(text).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  }

  function entry(book) {
    var authors = Array.isArray(book.authors) ? book.authors.join(", ") : book.authors;
    return {
      id: book.id, title: book.title, authors: authors, genres: book.genres, language: book.language || "",
      status: book.status, isbn13: book.isbn13 !== undefined ? book.isbn13 : (book.isbn ? isbn13(book.isbn) : ""),
      words: words([book.title, authors, book.genres.join(" ")].join(" ")), authorWords: words(authors),
      url: "books/" + book.id + "/index.html"
    };
  }

  // The shard a search needs: by the ISBN typed, else by the first two letters of its longest
  // word; the whole index for filters alone; null while only one letter is typed.
  function shardFor(typed) {
    var isbn = typed.map(isbn13).filter(Boolean)[0];
    if (isbn) return "isbn-" + isbn.slice(-2);
    // Stop words are no shard's key (as in SiteAssembler+Search.swift): "the end" looks in "en".
    var longest = words(typed.join(" ")).filter(function (word) { return word.length >= 2 && !stopWords[word]; })
      .sort(function (a, b) { return b.length - a.length; })[0];
    if (!longest) return typed.length ? null : "";
    return [longest.charCodeAt(0), longest.charCodeAt(1)].map(function (unit) { return unit.toString(16); }).join("-");
  }

  function load(key) {
    if (!shards[key]) {
      var url = key ? root + "search/" + key + ".json" : form.getAttribute("data-index") || "search.json";
      shards[key] = fetch(url)
        .then(function (response) { return response.ok ? response.json() : { books: [] }; })
        .then(function (index) {
          return (index.books || []).map(function (book) {
            return Array.isArray(book) ? entry({ id: book[0], title: book[1], authors: book[2], genres: book[3], language: book[4], status: book[5], isbn13: book[6] }) : entry(book);
          });
        })
        .catch(function () { return []; });
    }
    return shards[key];
  }

  function say(key, count) {
    return (form.getAttribute("data-" + key) || "").replace("{count}", count);
  }

  function card(book) {
    var item = document.createElement("li");
    item.className = "book-card";
    var link = document.createElement("a");
    link.className = "book-link";
    link.href = root + book.url;
    var text = document.createElement("span");
    text.className = "book-text";
    [["book-title", book.title], ["book-authors", book.authors]].forEach(function (part) {
      var span = document.createElement("span");
      span.className = part[0];
      span.textContent = part[1];
      if (part[0] === "book-title") span.dir = "auto";
      text.appendChild(span);
    });
    var badge = document.createElement("span");
    badge.className = "badge badge-" + book.status;
    badge.textContent = say(book.status === "on-loan" ? "on-loan" : book.status === "lost" ? "lost" : "available", 0);
    text.appendChild(badge);
    link.appendChild(text);
    item.appendChild(link);
    return item;
  }

  var latest = 0;

  // Facet counts: each option says how many books it would show, given the words typed and
  // the other filters (so a count never promises books the list then hides). Without a
  // search they are the whole catalog's, as the page was built.
  var availableCount = form.querySelector(".facet-count");

  function showCounts(counts) {
    [[genre, counts && counts.genre], [language, counts && counts.language]].forEach(function (pair) {
      if (!pair[0]) return;
      Array.prototype.forEach.call(pair[0].options, function (option) {
        if (!option.value) return;
        var count = pair[1] ? pair[1][option.value] || 0 : Number(option.getAttribute("data-count"));
        option.textContent = option.value + " (" + count + ")";
      });
    });
    if (availableCount) {
      availableCount.textContent = "(" + (counts ? counts.available : availableCount.getAttribute("data-count")) + ")";
    }
  }

  // Which of the chosen filters a book passes, one by one: the list shows books passing all
  // three, and each facet counts the books passing the other two.
  function passes(book, want) {
    return {
      genre: !want.genre || book.genres.indexOf(want.genre) !== -1,
      language: !want.language || book.language === want.language,
      available: !want.available || book.status === "available"
    };
  }

  function countFacets(books, want) {
    var counts = { genre: {}, language: {}, available: 0 };
    books.forEach(function (book) {
      var ok = passes(book, want);
      if (ok.language && ok.available) {
        book.genres.forEach(function (name) { counts.genre[name] = (counts.genre[name] || 0) + 1; });
      }
      if (ok.genre && ok.available && book.language) counts.language[book.language] = (counts.language[book.language] || 0) + 1;
      if (ok.genre && ok.language && book.status === "available") counts.available += 1;
    });
    return counts;
  }

  // Does every prefix start one of the words?
  function startWords(prefixes, bookWords) {
    return prefixes.every(function (prefix) {
      return bookWords.some(function (word) { return word.lastIndexOf(prefix, 0) === 0; });
    });
  }

  function apply() {
    var typed = query.value.split(/\s+/).filter(Boolean);
    var byAuthor = author ? author.value.split(/\s+/).filter(Boolean) : [];
    var want = { genre: genre ? genre.value : "", language: language ? language.value : "",
                 available: available ? available.checked : false };
    // Every author word is also a word of the book, so the shard of the longest word typed
    // in either box holds every book that can match both.
    var key = shardFor(typed.concat(byAuthor));
    var searching = key !== null && (typed.length || byAuthor.length || want.genre || want.language || want.available);
    results.hidden = !searching;
    if (browse) browse.hidden = !!searching;
    if (!searching) { status.textContent = ""; results.textContent = ""; showCounts(null); return; }
    var run = ++latest;
    load(key).then(function (books) {
      if (run !== latest) return;  // a newer keystroke's search is on its way
      var tests = typed.map(function (word) {
        var isbn = isbn13(word);
        var prefixes = words(word);
        return function (book) {
          if (isbn) return book.isbn13 === isbn;
          return startWords(prefixes, book.words);
        };
      });
      var authorPrefixes = words(byAuthor.join(" "));
      var typedMatches = books.filter(function (book) {
        return tests.every(function (test) { return test(book); }) && startWords(authorPrefixes, book.authorWords);
      });
      showCounts(countFacets(typedMatches, want));
      var found = typedMatches.filter(function (book) {
        var ok = passes(book, want);
        return ok.genre && ok.language && ok.available;
      });
      results.textContent = "";
      found.slice(0, limit).forEach(function (book) { results.appendChild(card(book)); });
      var message = found.length === 0 ? say("none", 0) : say(found.length === 1 ? "one" : "other", found.length);
      if (found.length > limit) message += " " + say("more", limit);
      status.textContent = message;
    });
  }

  query.addEventListener("input", apply);
  if (author) author.addEventListener("input", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  [genre, language, available].forEach(function (control) { if (control) control.addEventListener("change", apply); });
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) query.value = params.get("q");
  if (author && params.get("author")) author.value = params.get("author");
  if (params.get("q") || params.get("author")) apply();
})();

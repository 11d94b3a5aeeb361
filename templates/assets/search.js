// libgen catalog search (the home page and search/index.html): results as you type, ranked
// (exact title, title start, a title word, an author, the rest), with filters for genre,
// language, author and availability, ISBNs in any form, and "Did you mean" from the index's
// own words. Words match without case, diacritics or apostrophes ("garcia" finds García,
// "hitchhikers" finds Hitchhiker's) and each word typed matches the start of a word.
// It fetches one shard of the index (search/<key>.json, by the longest word's first two
// letters, or the ISBN's last two digits), never the whole catalog; a filter alone reads its
// facet's files (search/<facet>-<n>.json, 500 books each) until it has the page asked for.
// No dependencies. Without JavaScript the browsable lists stay.
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
  var paging = document.getElementById("search-paging");
  var browse = document.getElementById("browse");
  var header = document.getElementById("site-search-q");
  if (!form || !query || !results) return;
  var root = (form.getAttribute("data-index") || "search.json").replace(/search\.json$/, "");
  var pageSize = 24;
  var page = 1;
  var words_ = {};
  try { words_ = JSON.parse(form.getAttribute("data-badges") || "{}"); } catch (error) { words_ = {}; }
  var months = (words_.months || "").split("|");

  // As SiteAssembler.fold: lower case, accents and apostrophes off.
  function fold(text) {
    return (text || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/['\u2019\u2018\u02bc`\u00b4]/g, "");
  }

  function words(text) {
    return fold(text).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
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

  function entry(book, order) {
    return {
      id: book[0], title: book[1], authors: book[2], genres: book[3], language: book[4], status: book[5], isbn13: book[6],
      badge: book[7], day: book[8], cover: book[9], waiting: book[10] || 0, order: order,
      titleWords: words(book[1]), authorWords: words(book[2]), words: words([book[1], book[2], book[3].join(" ")].join(" ")),
      url: "books/" + book[0] + "/index.html"
    };
  }

  // Files by name, as promised.
  var files = {};
  function load(name) {
    if (!files[name]) {
      files[name] = fetch(root + "search/" + name + ".json")
        .then(function (response) { return response.ok ? response.json() : { books: [] }; })
        .then(function (index) {
          var books = (index.books || []).map(entry);
          books.total = index.total; books.chunks = index.chunks || 1; books.split = index.split;
          return books;
        })
        // A file that cannot be fetched at all (the site opened from disk, the network down)
        // is told apart from one that is not there (no book under that key), and asked for again
        // next time.
        .catch(function () { delete files[name]; var none = []; none.chunks = 1; none.failed = true; return none; });
    }
    return files[name];
  }

  // The shard a search needs: by the ISBN typed, else by the first two letters of its longest
  // word (stop words are no shard's key: "the end" looks in "en"); null when none is long enough.
  function shardFor(typed) {
    var isbn = typed.map(isbn13).filter(Boolean)[0];
    if (isbn) return { key: "isbn-" + isbn.slice(-2) };
    var longest = words(typed.join(" ")).filter(function (word) { return word.length >= 2 && !stopWords[word]; })
      .sort(function (a, b) { return b.length - a.length; })[0];
    if (!longest) return null;
    var units = [longest.charCodeAt(0), longest.charCodeAt(1), longest.charCodeAt(2)].map(function (unit) { return unit.toString(16); });
    return { key: units.slice(0, 2).join("-"), long: longest.length >= 3 ? units.join("-") : null };
  }

  // The shards a typo in the first letters of the search's longest word would have sent it
  // past: the first two letters swapped ("dnue" is "ndue"), the second and third ("dnue" →
  // "dune"), the first or the second left out. "Did you mean" looks in them too when the
  // search's own shard has nothing near.
  function neighbourShards(typed, shard) {
    var longest = words(typed.join(" ")).filter(function (word) { return word.length >= 3 && !stopWords[word]; })
      .sort(function (a, b) { return b.length - a.length; })[0];
    if (!longest) return [];
    var w = longest, seen = {}, shards = [];
    seen[shard.key] = true;
    [w[1] + w[0] + w.slice(2), w[0] + w[2] + w[1] + w.slice(3), w.slice(1), w[0] + w.slice(2)].forEach(function (variant) {
      var next = variant.length >= 2 ? shardFor([variant]) : null;
      if (next && !seen[next.key]) { seen[next.key] = true; shards.push(next); }
    });
    return shards;
  }

  // A shard's books; a shard too large to download whole says "split" and its words' first
  // three letters name the file to read instead.
  function loadShard(shard) {
    return load(shard.key).then(function (books) {
      return books.split && shard.long ? load(shard.long) : books;
    });
  }

  function say(key, values) {
    var text = form.getAttribute("data-" + key) || "";
    Object.keys(values || {}).forEach(function (name) { text = text.replace("{" + name + "}", values[name]); });
    return text;
  }

  function plural(count) {
    return (words_.plural_one || "1").split(",").indexOf(String(count)) !== -1 ? "one" : "other";
  }

  function shortDate(iso) {
    var parts = iso.split("-");
    return (words_.date || "{day} {month}").replace("{day}", String(Number(parts[2])))
      .replace("{month}", months[Number(parts[1]) - 1] || parts[1]).replace("{year}", parts[0]);
  }

  // FNV-1a, as TemplateValues.hue: the placeholder's colour.
  function hue(id) {
    var hash = 2166136261;
    var bytes = unescape(encodeURIComponent(id));
    for (var i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes.charCodeAt(i), 16777619) >>> 0;
    return hash % 360;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // A result as the catalog's cards show a book (book-card.mustache).
  function card(book) {
    var item = element("li", "book-card");
    item.setAttribute("data-id", book.id);
    var link = element("a", "book-link");
    link.href = root + book.url;
    if (book.cover) {
      var image = element("img", "thumb");
      image.src = root + book.cover; image.alt = ""; image.loading = "lazy"; image.width = 60; image.height = 90;
      link.appendChild(image);
    } else {
      var placeholder = element("span", "thumb placeholder");
      placeholder.setAttribute("aria-hidden", "true");
      placeholder.style.setProperty("--hue", hue(book.id));
      placeholder.appendChild(element("span", "placeholder-title", book.title));
      link.appendChild(placeholder);
    }
    var text = element("span", "book-text");
    var title = element("span", "book-title", book.title);
    title.dir = "auto";
    text.appendChild(title);
    text.appendChild(element("span", "book-authors", book.authors));
    var badges = element("span", "badges");
    var overdue = book.badge === "overdue";
    // The badge's date in <time datetime>, as the site writes every date.
    var parts = (words_[book.badge] || book.badge).split("{date}");
    var badge = element("span", "badge badge-" + book.status + (overdue ? " badge-overdue" : ""), parts[0]);
    for (var part = 1; part < parts.length; part++) {
      var when = element("time", "", book.day ? shortDate(book.day) : "");
      if (book.day) when.setAttribute("datetime", book.day);
      badge.appendChild(when);
      badge.appendChild(document.createTextNode(parts[part]));
    }
    badges.appendChild(badge);
    if (book.waiting > 0) {
      badges.appendChild(document.createTextNode(" "));
      badges.appendChild(element("span", "badge badge-waiting", (words_["waiting_" + plural(book.waiting)] || "").replace("{count}", book.waiting)));
    }
    text.appendChild(badges);
    link.appendChild(text);
    item.appendChild(link);
    return item;
  }

  function startsAWord(prefix, bookWords) {
    return bookWords.some(function (word) { return word.lastIndexOf(prefix, 0) === 0; });
  }

  // 0 exact title, 1 the title starts with the words, 2 every word starts a title word,
  // 3 every word starts a word of the authors, 4 the rest (title, authors and genres mixed).
  function rank(book, typedWords) {
    var title = book.titleWords.join(" "), typed = typedWords.join(" ");
    if (title === typed) return 0;
    if (title.lastIndexOf(typed, 0) === 0) return 1;
    if (typedWords.every(function (word) { return startsAWord(word, book.titleWords); })) return 2;
    if (typedWords.every(function (word) { return startsAWord(word, book.authorWords); })) return 3;
    return 4;
  }

  // Damerau–Levenshtein distance (adjacent swaps count one), stopped early past `limit`.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var rows = [];
    for (var i = 0; i <= a.length; i++) { rows.push([i]); }
    for (var j = 1; j <= b.length; j++) rows[0][j] = j;
    for (i = 1; i <= a.length; i++) {
      var best = limit + 1;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
        rows[i][j] = value;
        if (value < best) best = value;
      }
      if (best > limit) return limit + 1;
    }
    return rows[a.length][b.length];
  }

  // The nearest title or author word of the loaded books for each word that finds nothing.
  function suggest(typedWords, books) {
    var vocabulary = {};
    books.forEach(function (book) { book.titleWords.concat(book.authorWords).forEach(function (word) { vocabulary[word] = true; }); });
    var changed = false;
    var corrected = typedWords.map(function (word) {
      if (Object.prototype.hasOwnProperty.call(vocabulary, word) || isbn13(word)) return word;
      if (books.some(function (book) { return startsAWord(word, book.words); })) return word;
      var limit = word.length <= 4 ? 1 : 2, best = null, bestDistance = limit + 1;
      Object.keys(vocabulary).sort().forEach(function (candidate) {
        var d = distance(word, candidate, limit);
        if (d < bestDistance) { best = candidate; bestDistance = d; }
      });
      if (best) { changed = true; return best; }
      return word;
    });
    return changed ? corrected : null;
  }

  // Each filter's counts: worked out (`counts[filter]`), the catalogue's own (`data-count`: no
  // counts, or none for that filter), or none (`unknown[filter]`: a filter alone read only another
  // facet's files).
  function showCounts(counts, unknown) {
    counts = counts || {};
    unknown = unknown || {};
    [["genre", genre], ["language", language]].forEach(function (pair) {
      var select = pair[1], counted = counts[pair[0]];
      if (!select) return;
      Array.prototype.forEach.call(select.options, function (option) {
        if (!option.value) return;
        var label = option.getAttribute("data-label") || option.value;
        if (unknown[pair[0]]) { option.textContent = label; return; }
        var count = counted ? counted[option.value] || 0 : Number(option.getAttribute("data-count"));
        option.textContent = label + " (" + count + ")";
      });
    });
    var availableCount = form.querySelector(".facet-count");
    if (availableCount) {
      var availableNow = counts.available !== undefined ? counts.available : availableCount.getAttribute("data-count");
      availableCount.textContent = unknown.available ? "" : "(" + availableNow + ")";
    }
  }

  // The counts a filter alone can give, from every book of the facet it read (`all`, when read
  // to its end): a filter's options count the books the other filters keep, so they are known
  // when the facet read is among those others, and are the catalogue's own when no other filter
  // is chosen; otherwise they are not shown rather than shown wrong.
  function showFilterCounts(all, read, want) {
    var active = { genre: !!want.genre, language: !!want.language, available: !!want.available };
    var counted = all ? countFacets(all, want) : null, shown = {}, unknown = {};
    Object.keys(active).forEach(function (filter) {
      var others = Object.keys(active).filter(function (other) { return other !== filter && active[other]; });
      if (!others.length) return;
      if (counted && others.indexOf(read.dimension) !== -1) shown[filter] = counted[filter];
      else unknown[filter] = true;
    });
    showCounts(shown, unknown);
  }

  function passes(book, want) {
    return {
      genre: !want.genre || book.genres.indexOf(want.genre) !== -1,
      language: !want.language || book.language === want.language,
      available: !want.available || book.status === "available"
    };
  }

  // Each facet counts the books the words typed and the other two filters would show.
  function countFacets(books, want) {
    var counts = { genre: {}, language: {}, available: 0 };
    books.forEach(function (book) {
      var ok = passes(book, want);
      if (ok.language && ok.available) book.genres.forEach(function (name) { counts.genre[name] = (counts.genre[name] || 0) + 1; });
      if (ok.genre && ok.available && book.language) counts.language[book.language] = (counts.language[book.language] || 0) + 1;
      if (ok.genre && ok.language && book.status === "available") counts.available += 1;
    });
    return counts;
  }

  // The chosen filter with the fewest books: a filter alone reads only its files.
  function smallestFacet() {
    var chosen = [];
    [genre, language].forEach(function (select) {
      if (select && select.value) {
        var option = select.options[select.selectedIndex];
        chosen.push({ shard: option.getAttribute("data-shard"), count: Number(option.getAttribute("data-count")),
                      dimension: select === genre ? "genre" : "language" });
      }
    });
    if (available && available.checked) {
      chosen.push({ shard: "available", count: Number((form.querySelector(".facet-count") || available).getAttribute("data-count")),
                    dimension: "available" });
    }
    return chosen.sort(function (a, b) { return a.count - b.count; })[0];
  }

  // A facet's books read chunk after chunk until `enough` pass the filters or none is left.
  function readFacet(facet, want, enough, run) {
    var found = [], all = [], chunk = 1;
    function next() {
      return load(facet.shard + "-" + chunk).then(function (books) {
        if (run !== latest) return null;
        if (books.failed) return { failed: true };
        books.forEach(function (book) { all.push(book); var ok = passes(book, want); if (ok.genre && ok.language && ok.available) found.push(book); });
        if (found.length >= enough || chunk >= books.chunks) return { books: found, all: chunk >= books.chunks ? all : null, complete: chunk >= books.chunks };
        chunk += 1;
        return next();
      });
    }
    return next();
  }

  function showPaging(count, complete) {
    if (!paging) return;
    var pages = Math.max(1, Math.ceil(count / pageSize));
    paging.hidden = pages <= 1 && complete;
    paging.textContent = "";
    if (paging.hidden) return;
    var list = element("p", "search-paging");
    var previous = element("button", "", say("previous"));
    previous.type = "button"; previous.disabled = page <= 1;
    previous.addEventListener("click", function () { page -= 1; apply(true, true); });
    var next = element("button", "", say("next"));
    next.type = "button"; next.disabled = complete && page >= pages;
    next.addEventListener("click", function () { page += 1; apply(true, true); });
    list.appendChild(previous);
    list.appendChild(element("span", "", say("page", { page: page, count: complete ? pages : pages + "+" })));
    list.appendChild(next);
    paging.appendChild(list);
  }

  // The words, filters and page stay in the address, so a reload or a shared link shows the same.
  function remember(typed, want) {
    if (!window.history || !window.history.replaceState) return;
    var params = new URLSearchParams(window.location.search);
    typed ? params.set("q", typed) : params.delete("q");
    want.genre ? params.set("genre", want.genre) : params.delete("genre");
    want.language ? params.set("language", want.language) : params.delete("language");
    want.available ? params.set("available", "on") : params.delete("available");
    want.author ? params.set("author", want.author) : params.delete("author");
    page > 1 ? params.set("page", page) : params.delete("page");
    var search = params.toString();
    window.history.replaceState(null, "", window.location.pathname + (search ? "?" + search : ""));
  }

  function show(found, complete, suggestion, scroll) {
    results.textContent = "";
    var pages = Math.max(1, Math.ceil(found.length / pageSize));
    if (complete && page > pages) page = pages;
    found.slice((page - 1) * pageSize, page * pageSize).forEach(function (book) { results.appendChild(card(book)); });
    var count = found.length;
    var message = count === 0 ? say("none") : say(plural(count), { count: complete ? count : count + "+" });
    status.textContent = message;
    if (suggestion) {
      var line = element("span", "did-you-mean");
      var parts = say("did-you-mean").split("{words}");
      line.appendChild(document.createTextNode(" " + parts[0]));
      var link = element("a", "", suggestion.join(" "));
      var params = new URLSearchParams(window.location.search);
      params.set("q", suggestion.join(" ")); params.delete("page");
      link.href = window.location.pathname + "?" + params.toString();
      link.addEventListener("click", function (event) { event.preventDefault(); query.value = suggestion.join(" "); page = 1; apply(); });
      line.appendChild(link);
      line.appendChild(document.createTextNode(parts[1] || ""));
      status.appendChild(line);
    }
    showPaging(count, complete);
    if (scroll && results.scrollIntoView) results.scrollIntoView({ block: "start" });
  }

  var latest = 0;

  // The index could not be read: said, and the browsable lists shown again (never "no book matches").
  function unavailable() {
    results.hidden = true;
    results.textContent = "";
    if (paging) paging.hidden = true;
    if (browse) browse.hidden = false;
    status.textContent = say("unavailable");
  }

  // keepPage: the page number stays (paging, a reload); scroll: bring the results into view (paging only).
  function apply(keepPage, scroll) {
    if (!keepPage) page = 1;
    var typed = query.value.split(/\s+/).filter(Boolean);
    var byAuthor = author ? author.value.split(/\s+/).filter(Boolean) : [];
    var want = { genre: genre ? genre.value : "", language: language ? language.value : "", available: available ? available.checked : false };
    // Every author word is also a word of the book, so the shard of the longest word typed
    // in either box holds every book that can match both.
    var key = shardFor(typed.concat(byAuthor));
    var filtered = want.genre || want.language || want.available;
    var searching = key !== null || (!typed.length && !byAuthor.length && filtered);
    results.hidden = !searching;
    if (browse) browse.hidden = !!searching;
    remember(query.value.trim(), { genre: want.genre, language: want.language, available: want.available, author: author ? author.value.trim() : "" });
    var run = ++latest;
    if (!searching) { status.textContent = ""; results.textContent = ""; if (paging) paging.hidden = true; showCounts(null); return; }
    if (key === null) {
      showCounts(null);
      var facet = smallestFacet();
      readFacet(facet, want, page * pageSize + 1, run).then(function (read) {
        if (!read || run !== latest) return;
        if (read.failed) { unavailable(); return; }
        showFilterCounts(read.all, facet, want);
        show(read.books, read.complete, null, scroll);
      });
      return;
    }
    loadShard(key).then(function (books) {
      if (run !== latest) return;
      if (books.failed) { unavailable(); return; }
      var typedWords = [];
      var tests = typed.map(function (word) {
        var isbn = isbn13(word), prefixes = words(word);
        if (!isbn) typedWords = typedWords.concat(prefixes);
        return function (book) { return isbn ? book.isbn13 === isbn : prefixes.every(function (prefix) { return startsAWord(prefix, book.words); }); };
      });
      var authorPrefixes = words(byAuthor.join(" "));
      var matches = books.filter(function (book) {
        return tests.every(function (test) { return test(book); })
          && authorPrefixes.every(function (prefix) { return startsAWord(prefix, book.authorWords); });
      });
      showCounts(countFacets(matches, want));
      var found = matches.filter(function (book) { var ok = passes(book, want); return ok.genre && ok.language && ok.available; });
      if (typedWords.length) {
        found.forEach(function (book) { book.rank = rank(book, typedWords); });
        found.sort(function (a, b) { return a.rank - b.rank || a.order - b.order; });
      }
      var suggestion = found.length === 0 && typedWords.length ? suggest(typedWords, books) : null;
      if (found.length || !typedWords.length || suggestion) { show(found, true, suggestion, scroll); return; }
      // Nothing near in this shard: the words of the shards a typo in the first letters skipped.
      Promise.all(neighbourShards(typed, key).map(loadShard)).then(function (lists) {
        if (run !== latest) return;
        var nearby = books.concat.apply(books, lists.filter(function (list) { return !list.failed; }));
        show(found, true, suggest(typedWords, nearby), scroll);
      });
    });
  }

  query.addEventListener("input", function () { apply(); });
  if (author) author.addEventListener("input", function () { apply(); });
  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  [genre, language, available].forEach(function (control) { if (control) control.addEventListener("change", function () { apply(); }); });
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) { query.value = params.get("q"); if (header) header.value = params.get("q"); }
  if (author && params.get("author")) author.value = params.get("author");
  if (genre && params.get("genre")) genre.value = params.get("genre");
  if (language && params.get("language")) language.value = params.get("language");
  if (available && params.get("available")) available.checked = true;
  page = Math.max(1, Number(params.get("page")) || 1);
  if (params.get("q") || params.get("author") || params.get("genre") || params.get("language") || params.get("available")) apply(true);
})();

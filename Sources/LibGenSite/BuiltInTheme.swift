// Generated from templates/ by `LIBGEN_RECORD=1 swift test --filter BuiltInThemeTests`; do not edit.
// The built-in theme, compiled into the binary so that `libgen build` works from any folder.
enum BuiltInTheme {
    static let files: [String: String] = [
        "404.mustache": ##"""
{{<layout}}
{{$title}}{{t.not_found_title}} · {{site.name}}{{/title}}
{{$content}}
<h1>{{t.not_found_heading}}</h1>
<p>{{t.not_found_text}}</p>
<p><a class="button primary" href="{{root}}index.html">{{t.browse_catalog}}</a></p>
{{/content}}
{{/layout}}

"""##,
        "assets/borrow.js": ##"""
// "Borrow this" on a forge without issue forms opens a new loan file dated the day
// the site was built (data-built-on). Date it the day the member clicks instead:
// the request date and the file name's day and year folder.
document.addEventListener("click", function (event) {
  var link = event.target.closest ? event.target.closest("a[data-built-on]") : null;
  if (!link) return;
  var built = link.getAttribute("data-built-on");
  var now = new Date();
  var pad = function (n) { return (n < 10 ? "0" : "") + n; };
  var today = now.getFullYear() + "-" + pad(now.getMonth() + 1) + "-" + pad(now.getDate());
  if (today === built) return;
  var href = link.getAttribute("href").split(built).join(today);
  href = href.split("loans%2F" + built.slice(0, 4) + "%2F").join("loans%2F" + today.slice(0, 4) + "%2F");
  link.setAttribute("href", href);
  link.setAttribute("data-built-on", today);
});

"""##,
        "assets/favicon.svg": ##"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f6f5c"/><path d="M14 16h10v32H14zM27 16h8v32h-8zM38 18l8-2 7 30-8 2z" fill="#fbfaf7"/></svg>

"""##,
        "assets/search.js": ##"""
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

"""##,
        "assets/style.css": ##"""
/* libgen's built-in theme: phone first, light and dark, no external fonts. */
:root {
  --bg: #fbfaf7;
  --surface: #ffffff;
  --text: #1d1c1a;
  --muted: #5f5b53;
  --line: #e4e0d8;
  --accent: #1f6f5c;
  --accent-text: #ffffff;
  --link: #17614f;
  --available: #1d7a3a;
  --available-bg: #e3f4e7;
  --onloan: #8a4b00;
  --onloan-bg: #fdf0dc;
  --lost: #8d1f1f;
  --lost-bg: #fbe4e4;
  --waiting: #3b4a8c;
  --waiting-bg: #e7eafb;
  --radius: 10px;
  --font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
  --serif: Georgia, "Noto Serif", "Times New Roman", serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #151513;
    --surface: #1f1f1c;
    --text: #ecebe6;
    --muted: #a9a59b;
    --line: #34332e;
    --accent: #4fbf9f;
    --accent-text: #0e1a16;
    --link: #7fd6bd;
    --available: #8fe0a6;
    --available-bg: #1d3324;
    --onloan: #ffc57a;
    --onloan-bg: #3a2a14;
    --lost: #ff9c9c;
    --lost-bg: #3d1c1c;
    --waiting: #b4c0ff;
    --waiting-bg: #252a45;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--text); font: 1rem/1.55 var(--font); }
a { color: var(--link); text-underline-offset: 0.15em; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
img { max-width: 100%; height: auto; }
.wrap { max-width: 62rem; margin: 0 auto; padding: 0 1rem; }
.muted { color: var(--muted); }
.skip-link { position: absolute; inset-inline-start: -999px; top: 0; background: var(--accent); color: var(--accent-text); padding: 0.5rem 1rem; z-index: 10; }
.skip-link:focus { inset-inline-start: 0.5rem; top: 0.5rem; }

.site-header { background: var(--surface); border-bottom: 1px solid var(--line); }
.header-inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1.5rem; padding-top: 0.75rem; padding-bottom: 0.75rem; }
.brand { font: 700 1.15rem/1.2 var(--serif); color: var(--text); text-decoration: none; }
.site-nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
.site-nav a { color: var(--muted); text-decoration: none; padding: 0.35rem 0; display: inline-block; }
.site-nav a:hover, .site-nav a[aria-current="page"] { color: var(--text); text-decoration: underline; text-decoration-thickness: 2px; }

main.wrap { padding-top: 1.25rem; padding-bottom: 2.5rem; }
h1, h2 { font-family: var(--serif); line-height: 1.2; }
h1 { font-size: 1.75rem; margin: 0.25rem 0 0.75rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; }
.prose { max-width: 40rem; }
.prose table, table.report { border-collapse: collapse; margin: 1rem 0; width: 100%; }
.prose th, .prose td, table.report th, table.report td { border-bottom: 1px solid var(--line); padding: 0.4rem 0.5rem; text-align: start; vertical-align: top; }
.prose blockquote { margin: 1rem 0; padding-inline-start: 1rem; border-inline-start: 3px solid var(--line); color: var(--muted); }
code { font-size: 0.9em; background: var(--surface); border: 1px solid var(--line); border-radius: 4px; padding: 0 0.25em; }

.stats { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin: 1rem 0 1.25rem; }
.stats li { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.4rem 0.75rem; color: var(--muted); }
.stats strong { color: var(--text); font-size: 1.1rem; }

.search { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.75rem; margin-bottom: 1rem; }
.search > label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
.search input[type="search"] { width: 100%; font: inherit; padding: 0.6rem 0.75rem; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--text); }
.filters { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin-top: 0.6rem; }
.filters select { font: inherit; padding: 0.35rem 0.5rem; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--text); max-width: 100%; }
.filters input[type="search"] { width: 12rem; min-width: 0; flex: 1 1 auto; padding: 0.35rem 0.5rem; }
.filters .filter { display: inline-flex; align-items: center; gap: 0.4rem; max-width: 100%; }
.filters .check { display: inline-flex; align-items: center; gap: 0.35rem; }
.filters input[type="checkbox"] { width: 1.1rem; height: 1.1rem; accent-color: var(--accent); }
#search-status { margin: 0.5rem 0 0; font-size: 0.9rem; }
#search-status:empty { display: none; }

.book-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.6rem; grid-template-columns: 1fr; }
@media (min-width: 40rem) { .book-list { grid-template-columns: 1fr 1fr; } }
@media (min-width: 60rem) { .book-list { grid-template-columns: 1fr 1fr 1fr; } }
.book-card[hidden] { display: none; }
.book-link { display: flex; gap: 0.75rem; align-items: flex-start; background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.6rem; color: inherit; text-decoration: none; height: 100%; }
.book-link:hover { border-color: var(--accent); }
.book-text { display: flex; flex-direction: column; gap: 0.15rem; min-width: 0; align-items: flex-start; }
.book-title { font-weight: 650; line-height: 1.3; }
.book-authors { color: var(--muted); font-size: 0.92rem; }
.thumb { flex: none; width: 60px; height: 90px; border-radius: 4px; object-fit: cover; }
.placeholder { display: flex; align-items: center; justify-content: center; background: hsl(var(--hue, 160) 40% 30%); color: #fff; font: 700 1.1rem/1 var(--serif); letter-spacing: 0.03em; }

.badge { display: inline-block; font-size: 0.8rem; font-weight: 600; border-radius: 999px; padding: 0.1rem 0.55rem; margin-top: 0.2rem; }
.badge-available { color: var(--available); background: var(--available-bg); }
.badge-on-loan { color: var(--onloan); background: var(--onloan-bg); }
.badge-lost { color: var(--lost); background: var(--lost-bg); }
.badge-waiting, .badge-reserved { color: var(--waiting); background: var(--waiting-bg); }
.badge-coming { color: var(--muted); background: var(--surface); border: 1px solid var(--line); }

.book-page { display: grid; gap: 1.25rem; grid-template-columns: 1fr; }
@media (min-width: 44rem) { .book-page { grid-template-columns: 14rem 1fr; gap: 2rem; } }
.book-cover img, .cover { display: block; width: 100%; max-width: 14rem; aspect-ratio: 2 / 3; border-radius: 6px; box-shadow: 0 2px 10px rgb(0 0 0 / 0.15); }
.cover.placeholder { display: flex; font-size: 2.5rem; }
@media (max-width: 43.99rem) { .book-cover img, .cover { max-width: 9rem; } }
.byline { margin: 0 0 0.5rem; color: var(--muted); }
.availability { margin: 0.25rem 0; }
.availability .badge { font-size: 0.95rem; padding: 0.2rem 0.75rem; }
.owner { margin: 0.5rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.9rem 0 0.25rem; }
.button { display: inline-block; padding: 0.6rem 1rem; border-radius: 8px; border: 1px solid var(--line); background: var(--surface); color: var(--text); text-decoration: none; font-weight: 600; }
.button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.hint { font-size: 0.88rem; max-width: 36rem; }
.details { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 1.25rem 0; }
.details dt { color: var(--muted); }
.details dd { margin: 0; }
.description { margin-top: 1rem; }

.index-list { list-style: none; padding: 0; columns: 1; }
@media (min-width: 40rem) { .index-list { columns: 2; } }
@media (min-width: 60rem) { .index-list { columns: 3; } }
.index-list li { padding: 0.25rem 0; break-inside: avoid; }
.count { color: var(--muted); font-size: 0.85rem; }
.count::before { content: "· "; }
.crumbs { margin: 0; font-size: 0.9rem; }

.site-footer { border-top: 1px solid var(--line); padding: 1.25rem 0 2rem; font-size: 0.9rem; }
.site-footer p { margin: 0.25rem 0; }

.badge-overdue { color: var(--lost); background: var(--lost-bg); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.sorts { margin: 0 0 0.75rem; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.sorts a[aria-current="page"], .paging a[aria-current="page"] { font-weight: 700; color: var(--text); text-decoration: none; }
.paging { margin: 1.5rem 0; }
.paging p { margin: 0 0 0.4rem; font-size: 0.9rem; }
.paging ul { display: flex; flex-wrap: wrap; gap: 0.35rem; list-style: none; margin: 0; padding: 0; }
.paging a { display: inline-block; min-width: 2.75rem; min-height: 2.75rem; padding: 0.55rem 0.7rem; text-align: center; border: 1px solid var(--line); border-radius: var(--radius); background: var(--surface); }
.paging .gap { padding: 0.55rem 0.2rem; color: var(--muted); }
.search-empty { margin: 0.5rem 0 1.5rem; }
/* Phones: the navigation wraps onto a second line rather than hiding entries off screen. */
@media (max-width: 40rem) {
  .header-inner { gap: 0.4rem 1rem; padding-bottom: 0.4rem; }
  .site-nav { width: 100%; }
  .site-nav ul { gap: 0 0.9rem; }
  .site-nav a { padding: 0.45rem 0; white-space: nowrap; }
}

/* The search box every page carries. */
.site-search { display: flex; gap: 0.4rem; flex: 1 1 14rem; max-width: 22rem; margin-inline-start: auto; }
.site-search input { flex: 1 1 auto; min-width: 0; font: inherit; padding: 0.4rem 0.6rem; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--text); }
.site-search button, .search-paging button { font: inherit; font-weight: 600; padding: 0.4rem 0.8rem; border-radius: 8px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); cursor: pointer; }
@media (max-width: 40rem) { .site-search { order: 3; max-width: none; flex-basis: 100%; margin-inline-start: 0; } }

/* Badges stay one short line. */
.badges { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.badge { white-space: nowrap; }
.availability .badge { white-space: normal; }

/* A cover without an image shows the title (and on the book page the author). */
.thumb.placeholder { font: 600 0.62rem/1.15 var(--font); letter-spacing: 0; padding: 0.3rem; text-align: center; overflow: hidden; overflow-wrap: break-word; hyphens: auto; }
.thumb .placeholder-title { display: -webkit-box; -webkit-line-clamp: 5; -webkit-box-orient: vertical; overflow: hidden; }
.cover.placeholder { flex-direction: column; justify-content: center; gap: 0.75rem; padding: 1rem; text-align: center; font-size: 1.15rem; line-height: 1.25; overflow-wrap: anywhere; }
.cover .placeholder-author { font: 400 0.85rem/1.3 var(--font); opacity: 0.9; }

/* What a member can do with the book. */
.borrowing { margin: 0.75rem 0 0.5rem; }
.borrowing .actions { margin: 0.5rem 0 0.25rem; }
.no-action { padding: 0.6rem 0.8rem; border-inline-start: 4px solid var(--line); background: var(--surface); max-width: 36rem; }
.out-actions { font-size: 0.92rem; }
.button.small { padding: 0.3rem 0.7rem; font-size: 0.9rem; }
.desk { margin: 0.9rem 0; padding: 0.75rem 0.9rem; border: 1px solid var(--line); border-radius: var(--radius); background: var(--surface); max-width: 36rem; }
.desk h2 { font-size: 1.05rem; margin: 0 0 0.35rem; }
.desk p { margin: 0.35rem 0; }
.desk-links { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.terms { font-size: 0.92rem; color: var(--muted); max-width: 36rem; }
.suggest { margin-top: 1.5rem; font-size: 0.88rem; }
a.quiet { color: var(--muted); }
.more h2 { font-size: 1.15rem; }
.more h2 a { color: inherit; }

/* Search results' pages. */
.search-paging { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.search-paging button[disabled] { opacity: 0.45; cursor: default; }
.did-you-mean { margin: 0.5rem 0 0; }

"""##,
        "author.mustache": ##"""
{{<layout}}
{{$title}}{{author.name}} · {{site.name}}{{/title}}
{{$content}}
<p class="crumbs"><a href="{{root}}authors/index.html">{{t.authors_title}}</a></p>
<h1>{{author.name}}</h1>
{{> book-list}}
{{> paging}}
{{/content}}
{{/layout}}

"""##,
        "authors.mustache": ##"""
{{<layout}}
{{$title}}{{t.authors_title}} · {{site.name}}{{/title}}
{{$content}}
<h1>{{t.authors_title}}</h1>
<ul class="index-list">
{{#authors}}
  <li><a href="{{root}}{{url}}">{{filed_as}}</a> <span class="count" title="{{count_text}}">{{count}}</span></li>
{{/authors}}
</ul>
{{> paging}}
{{/content}}
{{/layout}}

"""##,
        "book-card.mustache": ##"""
  <li class="book-card" data-id="{{id}}">
    <a class="book-link" href="{{root}}{{url}}">
      {{#cover_url}}<img class="thumb" src="{{root}}{{cover_url}}" alt="" loading="lazy" width="60" height="90">{{/cover_url}}{{^cover_url}}<span class="thumb placeholder" aria-hidden="true" style="--hue: {{hue}}"><span class="placeholder-title">{{title}}</span></span>{{/cover_url}}
      <span class="book-text">
        <span class="book-title" dir="auto">{{title}}</span>
        <span class="book-authors">{{authors_text}}</span>
        <span class="badges"><span class="badge badge-{{availability.status}}{{#availability.is_overdue}} badge-overdue{{/availability.is_overdue}}">{{{badge_html}}}</span>{{#badge_waiting}} <span class="badge badge-waiting">{{badge_waiting}}</span>{{/badge_waiting}}</span>
      </span>
    </a>
  </li>

"""##,
        "book-list.mustache": ##"""
<ul class="book-list"{{#list_id}} id="{{list_id}}" data-index="{{root}}search.json"{{/list_id}}>
{{#books}}
{{{card_html}}}
{{/books}}
</ul>

"""##,
        "book.mustache": ##"""
{{<layout}}
{{$title}}{{book.title}} · {{site.name}}{{/title}}
{{$head}}<script type="application/ld+json">{{{book.jsonld}}}</script>{{/head}}
{{$content}}
{{#book}}
<article class="book-page">
  <div class="book-cover">
    {{#cover_url}}<img src="{{root}}{{cover_url}}" alt="{{cover_alt}}" width="300" height="450">{{/cover_url}}{{^cover_url}}<span class="cover placeholder" style="--hue: {{hue}}"><span class="placeholder-title" dir="auto">{{title}}</span><span class="placeholder-author">{{first_author}}</span></span>{{/cover_url}}
  </div>
  <div class="book-main">
    <h1 dir="auto">{{title}}</h1>
    <p class="byline">{{t.by}} {{#authors}}{{#linked}}<a href="{{root}}{{url}}">{{name}}</a>{{/linked}}{{^linked}}{{name}}{{/linked}}{{^last}}, {{/last}}{{/authors}}</p>
    <p class="availability">
      <span class="badge badge-{{availability.status}}{{#availability.is_overdue}} badge-overdue{{/availability.is_overdue}}">{{{availability.label_html}}}</span>{{#availability.waiting_label}} <span class="badge badge-waiting">{{availability.waiting_label}}</span>{{/availability.waiting_label}}
    </p>
    {{#holder_html}}<p class="holder">{{{holder_html}}}</p>{{/holder_html}}
    {{#owner_html}}<p class="owner">{{{owner_html}}}</p>{{/owner_html}}
    <div class="borrowing">
      {{#no_action}}<p class="no-action">{{{no_action_html}}}</p>{{/no_action}}
      {{#borrow_url}}<p class="actions"><a class="button primary" href="{{borrow_url}}" rel="nofollow"{{#built_on}} data-built-on="{{built_on}}"{{/built_on}}>{{action_label}}</a></p>{{/borrow_url}}
      {{#borrow_hint}}<p class="hint muted">{{borrow_hint}}{{#queue_hint}} {{queue_hint}}{{/queue_hint}}</p>{{/borrow_hint}}
      {{#renew_url}}<p class="out-actions">{{t.actions_out_hint}} <a class="button small" href="{{renew_url}}" rel="nofollow">{{t.renew}}</a> <a class="button small" href="{{return_url}}" rel="nofollow">{{t.return}}</a></p>{{/renew_url}}
      {{#desk}}
      <div class="desk">
        <h2>{{heading}}</h2>
        <p>{{intro}}{{^borrow_url}} <strong>{{action_label}}</strong>{{/borrow_url}}</p>
        <p class="desk-links">{{#email_url}}<a class="button" href="{{email_url}}">{{t.desk_email}}</a>{{/email_url}} {{#whatsapp_url}}<a class="button" href="{{whatsapp_url}}" rel="noopener">{{t.desk_whatsapp}}</a>{{/whatsapp_url}}</p>
        {{#note_html}}<div class="prose desk-note">{{{note_html}}}</div>{{/note_html}}
      </div>
      {{/desk}}
      {{^no_action}}<p class="terms">{{terms}} {{collect}}</p>{{/no_action}}
    </div>
    <dl class="details">
      {{#isbn}}<dt>{{t.isbn}}</dt><dd>{{isbn_hyphenated}}</dd>{{/isbn}}
      {{#publisher}}<dt>{{t.publisher}}</dt><dd>{{publisher}}</dd>{{/publisher}}
      {{#year}}<dt>{{t.published}}</dt><dd>{{year}}</dd>{{/year}}
      {{#pages}}<dt>{{t.pages}}</dt><dd>{{pages}}</dd>{{/pages}}
      {{#language_name}}<dt>{{t.language}}</dt><dd>{{language_name}}</dd>{{/language_name}}
      {{#condition}}<dt>{{t.condition}}</dt><dd>{{condition}}</dd>{{/condition}}
      {{#has_genres}}<dt>{{t.genres}}</dt><dd>{{#genres}}{{#linked}}<a href="{{root}}{{url}}">{{name}}</a>{{/linked}}{{^linked}}{{name}}{{/linked}}{{^last}}, {{/last}}{{/genres}}</dd>{{/has_genres}}
      {{#added_html}}<dt>{{t.added}}</dt><dd>{{{added_html}}}</dd>{{/added_html}}
    </dl>
    {{#description_html}}<div class="prose description" dir="auto">{{{description_html}}}</div>{{/description_html}}
    {{#edit_url}}<p class="suggest"><a class="quiet" href="{{edit_url}}" rel="nofollow">{{t.suggest_edit}}</a></p>{{/edit_url}}
  </div>
</article>
{{/book}}
{{#book.more}}
<section class="more">
  <h2><a href="{{root}}{{url}}">{{heading}}</a></h2>
  <ul class="book-list compact">
    {{#books}}{{{card_html}}}{{/books}}
  </ul>
</section>
{{/book.more}}
{{/content}}
{{$scripts}}{{#book.built_on}}<script src="{{root}}assets/borrow.js" defer></script>{{/book.built_on}}{{/scripts}}
{{/layout}}

"""##,
        "catalog.mustache": ##"""
{{<layout}}
{{$title}}{{heading}}{{#paging.has_pages}} · {{paging.label}}{{/paging.has_pages}} · {{site.name}}{{/title}}
{{$content}}
<h1>{{heading}}</h1>
{{> sorts}}
{{> book-list}}
{{> paging}}
{{/content}}
{{/layout}}

"""##,
        "feed.xml.mustache": ##"""
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="{{site.language}}"{{#site.base_url}} xml:base="{{site.base_url}}"{{/site.base_url}}>
  <title>{{t.feed_title}}</title>
  <id>{{feed_id}}</id>
  <link rel="alternate" type="text/html" href="index.html"/>
  <link rel="self" type="application/atom+xml" href="feed.xml"/>
  <updated>{{updated}}</updated>
  <generator>libgen</generator>
{{#entries}}
  <entry>
    <title>{{title}}</title>
    <id>{{id}}</id>
    <link rel="alternate" type="text/html" href="{{url}}"/>
    <updated>{{updated}}</updated>
    {{#authors}}<author><name>{{name}}</name></author>
    {{/authors}}<summary type="html">{{summary_html}}</summary>
  </entry>
{{/entries}}
</feed>

"""##,
        "genre.mustache": ##"""
{{<layout}}
{{$title}}{{genre.name}} · {{site.name}}{{/title}}
{{$content}}
<p class="crumbs"><a href="{{root}}genres/index.html">{{t.genres_title}}</a></p>
<h1>{{genre.name}}</h1>
{{> book-list}}
{{> paging}}
{{/content}}
{{/layout}}

"""##,
        "genres.mustache": ##"""
{{<layout}}
{{$title}}{{t.genres_title}} · {{site.name}}{{/title}}
{{$content}}
<h1>{{t.genres_title}}</h1>
<ul class="index-list">
{{#genres}}
  <li><a href="{{root}}{{url}}">{{name}}</a> <span class="count" title="{{count_text}}">{{count}}</span></li>
{{/genres}}
</ul>
{{> paging}}
{{/content}}
{{/layout}}

"""##,
        "index.mustache": ##"""
{{<layout}}
{{$content}}
<section class="intro">
  <h1>{{site.name}}</h1>
  {{#site.description_html}}<div class="prose">{{{site.description_html}}}</div>{{/site.description_html}}
  <ul class="stats" aria-label="{{t.stats_label}}">
    <li><strong>{{counts.books}}</strong> {{t.stat_books}}</li>
    <li><strong>{{counts.available}}</strong> {{t.stat_available}}</li>
    <li><strong>{{counts.on_loan}}</strong> {{t.stat_on_loan}}</li>
    {{#counts.lost}}
    <li><strong>{{counts.lost}}</strong> {{t.stat_lost}}</li>
    {{/counts.lost}}
    <li><strong>{{counts.members}}</strong> {{t.stat_members}}</li>
  </ul>
</section>
<section aria-labelledby="search-heading">
  <h2 id="search-heading" class="visually-hidden">{{t.search_results}}</h2>
{{> search-form}}
  <ul id="search-results" class="book-list" hidden></ul>
  <nav id="search-paging" class="paging" aria-label="{{t.paging_label}}" hidden></nav>
</section>
<div id="browse">
{{#has_featured}}
<section aria-labelledby="featured-heading">
  <h2 id="featured-heading">{{t.featured}}</h2>
  {{#featured_list}}{{> book-list}}{{/featured_list}}
</section>
{{/has_featured}}
{{#has_recent}}
<section aria-labelledby="recent-heading">
  <h2 id="recent-heading">{{t.recent}}</h2>
  {{#recent_list}}{{> book-list}}{{/recent_list}}
  <p><a href="{{root}}new/index.html">{{t.all_new}}</a></p>
</section>
{{/has_recent}}
<section aria-labelledby="catalog-heading">
  <h2 id="catalog-heading">{{t.catalog}}</h2>
  {{> sorts}}
  {{#catalog}}{{> book-list}}{{/catalog}}
  {{> paging}}
</section>
</div>
{{/content}}
{{$scripts}}<script src="{{root}}assets/search.js" defer></script>{{/scripts}}
{{/layout}}

"""##,
        "layout.mustache": ##"""
<!doctype html>
<html lang="{{site.language}}" dir="{{site.dir}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{{$title}}{{site.name}}{{/title}}</title>
{{#canonical}}<link rel="canonical" href="{{canonical}}">
{{/canonical}}<meta name="description" content="{{meta.description}}">
<meta property="og:type" content="{{meta.type}}">
<meta property="og:site_name" content="{{site.name}}">
<meta property="og:title" content="{{meta.title}}">
<meta property="og:description" content="{{meta.description}}">
<meta property="og:locale" content="{{meta.locale}}">
{{#canonical}}<meta property="og:url" content="{{canonical}}">
{{/canonical}}{{#meta.image}}<meta property="og:image" content="{{meta.image}}">
<meta property="og:image:alt" content="{{meta.image_alt}}">
{{/meta.image}}<meta name="twitter:card" content="{{#meta.image}}summary_large_image{{/meta.image}}{{^meta.image}}summary{{/meta.image}}">
<link rel="stylesheet" href="{{root}}assets/style.css">
<link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml">
<link rel="alternate" type="application/atom+xml" title="{{t.feed_title}}" href="{{root}}feed.xml">
{{#paging.previous_url}}<link rel="prev" href="{{root}}{{paging.previous_url}}">
{{/paging.previous_url}}{{#paging.next_url}}<link rel="next" href="{{root}}{{paging.next_url}}">
{{/paging.next_url}}{{$head}}{{/head}}
</head>
<body>
<a class="skip-link" href="#main">{{t.skip_to_content}}</a>
<header class="site-header">
  <div class="wrap header-inner">
    <a class="brand" href="{{root}}index.html">{{site.name}}</a>
    <form class="site-search" role="search" action="{{root}}search/index.html" method="get">
      <label class="visually-hidden" for="site-search-q">{{t.header_search_label}}</label>
      <input id="site-search-q" type="search" name="q" autocomplete="off" placeholder="{{t.header_search_label}}">
      <button type="submit">{{t.search_button}}</button>
    </form>
    <nav class="site-nav" aria-label="{{t.nav_label}}">
      <ul>
        <li><a href="{{root}}index.html"{{#nav_catalog}} aria-current="page"{{/nav_catalog}}>{{t.nav_catalog}}</a></li>
        <li><a href="{{root}}new/index.html"{{#nav_new}} aria-current="page"{{/nav_new}}>{{t.nav_new}}</a></li>
        <li><a href="{{root}}authors/index.html"{{#nav_authors}} aria-current="page"{{/nav_authors}}>{{t.nav_authors}}</a></li>
        <li><a href="{{root}}genres/index.html"{{#nav_genres}} aria-current="page"{{/nav_genres}}>{{t.nav_genres}}</a></li>
        {{#site.pages}}<li><a href="{{root}}{{url}}">{{title}}</a></li>
        {{/site.pages}}{{#site.reports}}<li><a href="{{root}}reports/index.html"{{#nav_reports}} aria-current="page"{{/nav_reports}}>{{t.nav_reports}}</a></li>
        {{/site.reports}}
      </ul>
    </nav>
  </div>
</header>
<main id="main" class="wrap">
{{$content}}{{/content}}
</main>
<footer class="site-footer">
  <div class="wrap">
    <p>{{#site.society}}{{site.society}} · {{/site.society}}{{site.name}}{{#site.city}} · {{site.city}}{{/site.city}}</p>
    <p class="muted">{{{t.footer_as_of_html}}} <a href="{{root}}feed.xml">{{t.footer_feed}}</a>{{#site.repo_url}} · <a href="{{site.repo_url}}">{{t.footer_repository}}</a>{{/site.repo_url}}</p>
  </div>
</footer>
{{$scripts}}{{/scripts}}
</body>
</html>

"""##,
        "new.mustache": ##"""
{{<layout}}
{{$title}}{{t.new_title}} · {{site.name}}{{/title}}
{{$content}}
<h1>{{t.new_title}}</h1>
<p class="muted">{{intro}} <a href="{{root}}feed.xml">{{t.follow_feed}}</a></p>
{{> book-list}}
{{> paging}}
{{/content}}
{{/layout}}

"""##,
        "page.mustache": ##"""
{{<layout}}
{{$title}}{{page.title}} · {{site.name}}{{/title}}
{{$content}}
<article class="prose">
<h1>{{page.title}}</h1>
{{{page.body_html}}}
</article>
{{/content}}
{{/layout}}

"""##,
        "paging.mustache": ##"""
{{#paging.has_pages}}<nav class="paging" aria-label="{{t.paging_label}}">
  <p class="muted">{{paging.label}}</p>
  <ul>
    {{#paging.previous_url}}<li><a href="{{root}}{{paging.previous_url}}" rel="prev">{{t.paging_previous}}</a></li>{{/paging.previous_url}}
    {{#paging.pages}}{{#gap_before}}<li class="gap" aria-hidden="true">…</li>{{/gap_before}}<li>{{#current}}<a href="{{root}}{{url}}" aria-current="page">{{number}}</a>{{/current}}{{^current}}<a href="{{root}}{{url}}">{{number}}</a>{{/current}}</li>{{/paging.pages}}
    {{#paging.next_url}}<li><a href="{{root}}{{paging.next_url}}" rel="next">{{t.paging_next}}</a></li>{{/paging.next_url}}
  </ul>
</nav>{{/paging.has_pages}}

"""##,
        "reports.mustache": ##"""
{{<layout}}
{{$title}}{{t.reports_title}} · {{site.name}}{{/title}}
{{$content}}
<h1>{{t.reports_title}}</h1>
<p class="muted">{{{as_of_html}}}</p>
<section aria-labelledby="overdue-heading">
  <h2 id="overdue-heading">{{t.reports_overdue}}</h2>
  {{#has_overdue}}
  <table class="report">
    <thead><tr><th scope="col">{{t.reports_book}}</th>{{#show_borrowers}}<th scope="col">{{t.reports_borrower}}</th>{{/show_borrowers}}<th scope="col">{{t.reports_due}}</th><th scope="col">{{t.reports_days_overdue}}</th></tr></thead>
    <tbody>
    {{#overdue}}<tr><td>{{#url}}<a href="{{root}}{{url}}">{{title}}</a>{{/url}}{{^url}}{{title}}{{/url}}</td>{{#show_borrowers}}<td>{{borrower_name}}</td>{{/show_borrowers}}<td>{{{due_html}}}</td><td>{{days}}</td></tr>
    {{/overdue}}
    </tbody>
  </table>
  {{/has_overdue}}
  {{^has_overdue}}<p>{{t.reports_nothing_overdue}}</p>{{/has_overdue}}
</section>
<section aria-labelledby="due-heading">
  <h2 id="due-heading">{{t.reports_due_soon}}</h2>
  {{#has_due}}
  <table class="report">
    <thead><tr><th scope="col">{{t.reports_book}}</th>{{#show_borrowers}}<th scope="col">{{t.reports_borrower}}</th>{{/show_borrowers}}<th scope="col">{{t.reports_due}}</th><th scope="col">{{t.reports_days_left}}</th></tr></thead>
    <tbody>
    {{#due}}<tr><td>{{#url}}<a href="{{root}}{{url}}">{{title}}</a>{{/url}}{{^url}}{{title}}{{/url}}</td>{{#show_borrowers}}<td>{{borrower_name}}</td>{{/show_borrowers}}<td>{{{due_html}}}</td><td>{{days}}</td></tr>
    {{/due}}
    </tbody>
  </table>
  {{/has_due}}
  {{^has_due}}<p>{{nothing_due}}</p>{{/has_due}}
</section>
{{/content}}
{{/layout}}

"""##,
        "search-form.mustache": ##"""
  <form class="search" role="search" action="index.html" method="get" data-index="{{root}}search.json"
        data-one="{{t.matches_one}}" data-other="{{t.matches_other}}" data-none="{{t.no_matches}}"
        data-did-you-mean="{{t.did_you_mean}}" data-unavailable="{{t.search_unavailable}}" data-page="{{t.search_page}}" data-previous="{{t.search_previous}}" data-next="{{t.search_next}}"
        data-badges="{{badges_json}}">
    <label for="search-query">{{t.search_label}}</label>
    <input id="search-query" type="search" name="q" autocomplete="off" placeholder="{{t.search_placeholder}}">
    <div class="filters">
      <span class="filter"><label for="search-genre">{{t.filter_genre}}</label>
      <select id="search-genre" name="genre">
        <option value="">{{t.filter_all_genres}}</option>
        {{#genres}}<option value="{{name}}" data-label="{{label}}" data-count="{{count}}" data-shard="{{shard}}">{{label}} ({{count}})</option>
        {{/genres}}
      </select></span>
      {{#has_languages}}<span class="filter"><label for="search-language">{{t.filter_language}}</label>
      <select id="search-language" name="language">
        <option value="">{{t.filter_all_languages}}</option>
        {{#languages}}<option value="{{name}}" data-label="{{label}}" data-count="{{count}}" data-shard="{{shard}}">{{label}} ({{count}})</option>
        {{/languages}}
      </select></span>{{/has_languages}}
      <span class="filter"><label for="search-author">{{t.filter_author}}</label>
      <input id="search-author" type="search" name="author" autocomplete="off" placeholder="{{t.filter_author_placeholder}}"></span>
      <label class="check"><input id="search-available" type="checkbox" name="available" data-shard="available"> {{t.filter_available}} <span class="facet-count" data-count="{{counts.available_now}}">({{counts.available_now}})</span></label>
    </div>
    <p id="search-status" class="muted" role="status" aria-live="polite"></p>
  </form>

"""##,
        "search.mustache": ##"""
{{<layout}}
{{$title}}{{t.search_title}} · {{site.name}}{{/title}}
{{$content}}
<section aria-labelledby="search-heading">
<h1 id="search-heading">{{t.search_title}}</h1>
{{> search-form}}
  <ul id="search-results" class="book-list" hidden></ul>
  <nav id="search-paging" class="paging" aria-label="{{t.paging_label}}" hidden></nav>
</section>
<noscript><p>{{t.search_needs_script}} <a href="{{root}}authors/index.html">{{t.nav_authors}}</a> · <a href="{{root}}genres/index.html">{{t.nav_genres}}</a></p></noscript>
{{/content}}
{{$scripts}}<script src="{{root}}assets/search.js" defer></script>{{/scripts}}
{{/layout}}

"""##,
        "sitemap.xml.mustache": ##"""
<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
{{#urls}}
  <url><loc>{{loc}}</loc></url>
{{/urls}}
</urlset>

"""##,
        "sorts.mustache": ##"""
<nav class="sorts" aria-label="{{t.sort_label}}"><span class="muted">{{t.sort_label}}:</span> {{#sorts}}{{#current}}<a href="{{root}}{{url}}" aria-current="page">{{label}}</a>{{/current}}{{^current}}<a href="{{root}}{{url}}">{{label}}</a>{{/current}} {{/sorts}}</nav>

"""##,
        "strings/de.json": ##"""
{
  "date": "{day}. {month} {year}",
  "months": ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  "skip_to_content": "Zum Inhalt springen",
  "nav_label": "Hauptmenü",
  "nav_catalog": "Katalog",
  "nav_new": "Neu",
  "nav_authors": "Autoren",
  "nav_genres": "Genres",
  "nav_reports": "Fällig & überfällig",
  "feed_title": "{name}: neue Bücher",
  "footer_as_of": "Verfügbarkeit am {date}.",
  "footer_feed": "Feed der neuen Bücher",
  "footer_repository": "Das Repository der Bibliothek",
  "stats_label": "Die Bibliothek in Zahlen",
  "stat_books": "Bücher",
  "stat_books_one": "Buch",
  "stat_books_other": "Bücher",
  "stat_available": "im Regal",
  "stat_available_one": "im Regal",
  "stat_available_other": "im Regal",
  "stat_on_loan": "ausgeliehen",
  "stat_on_loan_one": "ausgeliehen",
  "stat_on_loan_other": "ausgeliehen",
  "stat_lost": "vermisst",
  "stat_lost_one": "vermisst",
  "stat_lost_other": "vermisst",
  "stat_members": "Mitglieder",
  "stat_members_one": "Mitglied",
  "stat_members_other": "Mitglieder",
  "featured": "Empfohlen",
  "recent": "Neu eingetroffen",
  "all_new": "Alle neuen Bücher",
  "catalog": "Katalog",
  "search_label": "Suche nach Titel, Autor, Genre oder ISBN",
  "search_placeholder": "Zum Beispiel „Ishiguro“ oder „Fantasy“",
  "filter_genre": "Genre",
  "filter_all_genres": "Alle Genres",
  "filter_language": "Sprache",
  "filter_author": "Autor",
  "filter_author_placeholder": "z. B. Rowling",
  "filter_all_languages": "Alle Sprachen",
  "filter_available": "Jetzt verfügbar",
  "search_results": "Suchergebnisse",
  "matches_one": "1 Buch gefunden",
  "matches_other": "{count} Bücher gefunden",
  "no_matches": "Kein Buch gefunden. Prüfen Sie die Schreibweise, versuchen Sie weniger Wörter oder stöbern Sie bei Autoren und Genres.",
  "available": "Verfügbar",
  "reserved": "Reserviert für die Nächsten in der Warteschlange",
  "on_loan": "Ausgeliehen — zurück bis {date}",
  "due_today": "Ausgeliehen — heute zurück",
  "overdue": "Überfällig — war fällig am {date}",
  "missing": "Vermisst",
  "not_yet_added": "Ab {date} in der Bibliothek",
  "waiting_one": "1 wartet: Sie können sich anstellen",
  "waiting_other": "{count} warten: Sie können sich anstellen",
  "cover_of": "Umschlag von {title}",
  "by": "von",
  "holder": "Zurzeit bei {name}",
  "owner": "Geteilt von {name}",
  "borrow": "Ausleihen",
  "suggest_edit": "Änderung vorschlagen",
  "borrow_form_hint": "Die Schaltfläche öffnet das Ausleihformular der Bibliothek auf {forge} mit diesem Buch: Abschicken, und die Bibliothek antwortet dort.",
  "new_file_hint": "Die Schaltfläche öffnet eine vorausgefüllte Ausleihanfrage auf {forge}: Tragen Sie Ihre Mitglieds-ID bei „borrower“ und im Dateinamen ein und schlagen Sie die Änderung vor.",
  "queue_hint_reserved": "Es ist für die Nächsten in der Warteschlange zurückgelegt; Ihre Anfrage kommt auf die Warteliste.",
  "queue_hint_passed": "Die Wartenden können es gerade nicht nehmen, also gehört es Ihnen, wenn Sie jetzt fragen.",
  "queue_hint": "Das Buch ist gerade nicht im Regal; Ihre Anfrage kommt auf die Warteliste.",
  "isbn": "ISBN",
  "publisher": "Verlag",
  "published": "Erschienen",
  "pages": "Seiten",
  "language": "Sprache",
  "condition": "Zustand",
  "genres": "Genres",
  "added": "In der Bibliothek seit",
  "authors_title": "Autoren",
  "genres_title": "Genres",
  "new_title": "Neue Bücher",
  "new_intro_one": "Der neueste Zugang.",
  "new_intro_other": "Die {count} neuesten Zugänge, das neueste zuerst.",
  "follow_feed": "Als Feed abonnieren.",
  "books_one": "1 Buch",
  "books_other": "{count} Bücher",
  "sort_label": "Sortieren nach",
  "sort_title": "Titel",
  "sort_author": "Autor",
  "sort_newest": "Neueste",
  "by_author_title": "Katalog nach Autor",
  "paging_label": "Seiten",
  "paging_previous": "Zurück",
  "paging_next": "Weiter",
  "paging_page": "Seite {page} von {count}",
  "not_found_title": "Nicht gefunden",
  "not_found_heading": "Diese Seite steht nicht im Regal",
  "not_found_text": "Das gesuchte Buch oder die Seite ist nicht hier. Vielleicht wurde es ausgesondert, oder der Link ist falsch geschrieben.",
  "browse_catalog": "Zum Katalog",
  "reports_title": "Fällig und überfällig",
  "reports_as_of": "Stand {date}.",
  "reports_overdue": "Überfällig",
  "reports_due_soon": "Bald fällig",
  "reports_book": "Buch",
  "reports_borrower": "Ausgeliehen von",
  "reports_due": "Fällig",
  "reports_days_overdue": "Tage überfällig",
  "reports_days_left": "Tage übrig",
  "reports_nothing_overdue": "Nichts ist überfällig.",
  "reports_nothing_due_one": "Morgen ist nichts fällig.",
  "reports_nothing_due_other": "In den nächsten {count} Tagen ist nichts fällig.",
  "reply_sorry": "Leider: {reason} Es wurde nichts eingetragen.",
  "reply_unknown_login": "Leider, {login}: Kein Mitglied von {library} hat den GitHub-Namen {login_code} in seiner Mitgliedsdatei, daher weiß ich nicht, wer fragt. Es wurde nichts eingetragen.\n\nWenn Sie Mitglied sind, bitten Sie eine Bibliothekarin oder einen Bibliothekar, Ihren GitHub-Namen in Ihre Mitgliedsdatei einzutragen, und fragen Sie dann erneut. Wenn Sie beitreten möchten, fragen Sie in der Bibliothek.",
  "reply_no_book_given": "das Feld **{field}** ist leer: Geben Sie den Titel des Buchs, den letzten Teil seiner Seitenadresse oder seine ISBN an.",
  "reply_no_such_book": "im Katalog gibt es kein Buch {input}. Geben Sie den Titel wie im Katalog, den letzten Teil der Seitenadresse oder die ISBN an.",
  "reply_did_you_mean": "Meinten Sie *{title}*?",
  "reply_ambiguous_book": "{input} passt zu {count} Büchern ({choices}). Geben Sie den letzten Teil der Seitenadresse des gemeinten Buches an.",
  "reply_no_such_member": "es gibt kein Mitglied {input}. Geben Sie den GitHub-Namen, die Kennung oder den Namen an.",
  "reply_not_found": "ich habe nicht gefunden, worauf sich das bezieht.",
  "reply_which_loan": "zu *{title}* passt mehr als eine Ausleihe: Eine Bibliothekarin oder ein Bibliothekar kann es eintragen.",
  "reply_which_loan_generic": "das könnte mehr als einen Eintrag meinen: Eine Bibliothekarin oder ein Bibliothekar kann es eintragen.",
  "reply_rules_generic": "es passt nicht zu den Aufzeichnungen der Bibliothek; eine Bibliothekarin oder ein Bibliothekar kann es sich ansehen.",
  "reply_note_too_long": "die Notiz ist {count} Zeichen lang; die Bibliothek speichert höchstens {max}: kürzen Sie sie und fragen Sie erneut.",
  "reply_note_contact": "die Notiz scheint Kontaktdaten zu enthalten (eine E-Mail-Adresse oder Telefonnummer), die nie in die öffentlichen Aufzeichnungen der Bibliothek geschrieben werden: fragen Sie erneut ohne sie; die Bibliothekare bewahren die Kontakte der Mitglieder privat auf.",
  "reply_settings_broken": "die Einstellungsdatei der Bibliothek (`content/library.json`) kann gerade nicht gelesen werden, daher kann nichts aufgezeichnet werden; ein Bibliothekar muss sie reparieren. Bitte fragen Sie erneut, sobald sie repariert ist.",
  "reply_no_request": "für *{title}* gibt es keine offene Anfrage, die gemeint sein könnte.",
  "reply_not_out": "*{title}* ist hier nicht ausgeliehen.",
  "reply_out_to_another": "*{title}* ist an ein anderes Mitglied verliehen, Rückgabe bis {date}.",
  "reply_no_loan_here": "zu diesem Issue gehört keine Ausleihe: Nennen Sie das Buch nach dem Befehl, etwa {command}.",
  "reply_lent_where": "um eine Ausleihe einzutragen, kommentieren Sie `/lent` im Ausleih-Issue des Mitglieds oder nutzen Sie das Formular „Ich habe mein Buch verliehen“.",
  "reply_not_in_catalogue": "dieses Buch ist nicht im Katalog.",
  "reply_not_yet_added": "*{title}* kommt am {date} in die Bibliothek; ab dann können Sie es anfragen.",
  "reply_withdrawn": "*{title}* hat die Bibliothek verlassen und kann nicht mehr ausgeliehen werden.",
  "reply_not_a_member": "{name} ist heute kein Mitglied der Bibliothek.",
  "reply_own_book": "*{title}* ist Ihr eigenes Buch.",
  "reply_holding_already": "Sie haben *{title}* bereits.",
  "reply_waiting_already": "Sie stehen bereits auf der Warteliste für *{title}*.",
  "reply_own_book_for": "*{title}* ist ein eigenes Buch von {name}.",
  "reply_holding_already_for": "{name} hat *{title}* bereits.",
  "reply_holding_already_private_for": "{name} kann *{title}* jetzt nicht anfragen: die eigenen Ausleihen zeigen, warum.",
  "reply_waiting_already_for": "{name} steht bereits auf der Warteliste für *{title}*.",
  "reply_rights_owner": "das können nur die ausleihende Person, die Eigentümerin oder der Eigentümer des Buchs oder die Bibliothek.",
  "reply_rights_librarian": "nur die Bibliothek oder wem das Buch gehört kann es für ein anderes Mitglied anfragen.",
  "reply_rights_lend": "nur die Eigentümerin oder der Eigentümer von *{title}* ({owner}) oder die Bibliothek kann die Übergabe eintragen.",
  "reply_renewal_limit_one": "diese Ausleihe wurde so oft verlängert, wie die Bibliothek erlaubt ({count}-mal): Das Buch sollte zurückgehen.",
  "reply_renewal_limit_other": "diese Ausleihe wurde so oft verlängert, wie die Bibliothek erlaubt ({count}-mal): Das Buch sollte zurückgehen.",
  "reply_renew_late": "*{title}* war am {date} fällig, und auch nach einer Verlängerung wäre es überfällig: Bitte geben Sie es zurück oder sprechen Sie mit der Bibliothek über ein neues Rückgabedatum.",
  "reply_renew_waiting": "*{title}* kann nicht verlängert werden: Ein anderes Mitglied wartet darauf. Bitte bringen Sie es bis zum {date} zurück; wenn Sie länger brauchen, fragen Sie die Bibliothek.",
  "reply_hold_ended": "Die Zeit, *{title}* abzuholen, ist abgelaufen: Diese Anfrage endete am {date}, und das Buch geht an das nächste Mitglied in der Warteschlange. Wenn Sie es noch möchten, fragen Sie bitte erneut.",
  "reply_turned_down_by": "abgelehnt von {name}",
  "reply_rule_out": "Das Buch ist ausgeliehen.",
  "reply_rule_limit": "Das wären mehr Bücher auf einmal, als die Bibliothek einem Mitglied leiht.",
  "reply_rule_own": "Ein Mitglied kann sein eigenes Buch nicht ausleihen.",
  "reply_rule_member": "Die ausleihende Person ist an diesem Tag kein Mitglied.",
  "reply_rule_duplicate": "Dasselbe Mitglied hat dieses Buch schon angefragt (oder hat es).",
  "reply_rule_blocked": "Die ausleihende Person hat ein überfälliges Buch, das zuerst zurückkommen muss.",
  "reply_rule_catalogue": "Das Buch ist an diesem Tag nicht im Katalog.",
  "reply_rule_renewals": "Die Ausleihe wurde so oft verlängert, wie die Bibliothek erlaubt.",
  "reply_rule_dates": "Die Daten wären nicht in der richtigen Reihenfolge.",
  "reply_the_library": "die Bibliothek",
  "reply_the_owner": "die Besitzerin oder der Besitzer",
  "reply_a_member": "ein Mitglied",
  "reply_for_member": "Für {name}:",
  "reply_request_recorded": "Ihre Anfrage für *{title}* ist eingetragen ({date}).",
  "reply_request_recorded_for": "Die Anfrage für *{title}* ist für {name} eingetragen ({date}).",
  "reply_your_turn": "Es steht im Regal und Sie sind an der Reihe: {owner} gibt es Ihnen.",
  "reply_collect_within_one": "Bitte holen Sie es innerhalb von {count} Tag ab.",
  "reply_collect_within_other": "Bitte holen Sie es innerhalb von {count} Tagen ab.",
  "reply_queue_out": "Sie sind Nummer {place} auf der Warteliste; es ist bis {date} ausgeliehen.",
  "reply_queue_out_holder": "Sie sind Nummer {place} auf der Warteliste; {holder} hat es bis {date}.",
  "reply_queue_out_overdue": "Sie sind Nummer {place} auf der Warteliste; es sollte am {date} zurückkommen und ist noch nicht zurück.",
  "reply_queue_out_holder_overdue": "Sie sind Nummer {place} auf der Warteliste; {holder} hat es, es sollte am {date} zurückkommen.",
  "reply_queue_lost": "Das Buch ist derzeit vermisst; Sie sind Nummer {place} auf der Warteliste, falls es wieder auftaucht.",
  "reply_queue_shelf": "Sie sind Nummer {place} auf der Warteliste: Das Buch steht im Regal und ist für das Mitglied vor Ihnen zurückgelegt.",
  "reply_queue_shelf_passed": "Sie sind Nummer {place} auf der Warteliste; das Buch steht im Regal.",
  "reply_queue_shelf_other": "Sie sind Nummer {place} auf der Warteliste; das Buch steht im Regal und ist für ein anderes Mitglied der Warteliste zurückgelegt.",
  "reply_returned_next_member": "Das nächste Mitglied der Warteliste ist an der Reihe: {owner} gibt es weiter.",
  "reply_at_limit_one": "Sie haben {count} Buch, so viele, wie die Bibliothek auf einmal leiht: Sie behalten Ihren Platz, und das Buch geht an das nächste Mitglied, bis Ihres zurück ist.",
  "reply_at_limit_other": "Sie haben {count} Bücher, so viele, wie die Bibliothek auf einmal leiht: Sie behalten Ihren Platz, und das Buch geht an das nächste Mitglied, bis eines Ihrer Bücher zurück ist.",
  "reply_blocked_overdue": "Sie haben ein überfälliges Buch: Sie behalten Ihren Platz, aber das Buch geht an das nächste Mitglied, bis Ihres zurück ist.",
  "reply_request_next": "Sie erfahren hier, wenn Sie an der Reihe sind. Anders überlegt? Kommentieren Sie `/cancel`.",
  "reply_owner_hand_over": "{owner}, *{title}* ist Ihr Buch: Bitte geben Sie es weiter und kommentieren Sie dann hier `/lent`.",
  "reply_owner_queued": "{owner}, jemand hat sich für Ihr Buch *{title}* auf die Warteliste gesetzt.",
  "reply_librarians_hand_over": "{librarians}, *{title}* gehört der Bibliothek: Bitte übergeben Sie es und kommentieren Sie dann hier `/lent`.",
  "reply_librarians_queued": "{librarians}, jemand hat sich für das Buch der Bibliothek *{title}* in die Warteschlange eingereiht.",
  "reply_lent": "*{title}* ist als an {borrower} am {date} verliehen eingetragen, Rückgabe bis **{due}**.",
  "reply_lent_next": "Zum Verlängern kommentieren Sie hier `/renew`; wenn es wieder bei seiner Eigentümerin oder seinem Eigentümer ist, `/return`.",
  "reply_lent_next_issue": "Zum Verlängern kommentieren Sie `/renew` in {issue}, wo es angefragt wurde; wenn es wieder bei seinem Besitzer ist, dort `/return`.",
  "reply_renewed": "*{title}* ist verlängert ({date}): Es ist jetzt am **{due}** fällig.",
  "reply_lost": "*{title}* ist als verloren eingetragen ({date}). Wenn es auftaucht, kommentieren Sie hier `/return`.",
  "reply_cancelled": "Die Anfrage für *{title}* ist zurückgezogen ({date}).",
  "reply_voided": "Die Anfrage für *{title}* wurde irrtümlich erfasst und ist ungültig; fragen Sie erneut, wenn Sie es noch möchten.",
  "reply_rejected": "Die Anfrage von {member} für *{title}* ist abgelehnt ({date}).",
  "reply_returned": "Danke: *{title}* ist als zurückgegeben eingetragen ({date}).",
  "reply_returned_next": "{next}, Sie sind an der Reihe: {owner} gibt es Ihnen.",
  "reply_returned_waiting": "Mitglieder warten darauf; es geht an das erste, das es nehmen kann.",
  "reply_returned_shelf": "Niemand wartet darauf: Es steht wieder im Regal.",
  "reply_owner_back": "{owner}, Ihr Buch *{title}* ist wieder bei Ihnen.",
  "date_short": "{day}. {month}",
  "badge_reserved": "Reserviert",
  "badge_due": "Bis {date}",
  "badge_due_today": "Heute fällig",
  "badge_overdue": "Überfällig",
  "badge_missing": "Vermisst",
  "badge_coming": "Ab {date}",
  "badge_waiting_one": "1 wartet",
  "badge_waiting_other": "{count} warten",
  "join_queue_one": "Anstellen (1 vor Ihnen)",
  "join_queue_other": "Anstellen ({count} vor Ihnen)",
  "join_queue_first": "Anstellen (niemand vor Ihnen)",
  "renew": "Verlängern",
  "return": "Zurückgeben",
  "no_action_lost": "Dieses Exemplar wird vermisst und kann nicht angefragt werden. Wenn Sie es finden, sagen Sie es einer Bibliothekarin.",
  "no_action_owner_left": "Seine Besitzerin oder sein Besitzer hat die Bibliothek verlassen; es kann nicht ausgeliehen werden.",
  "no_action_coming": "Es kann angefragt werden, sobald es am {date} in die Bibliothek kommt.",
  "actions_label": "Ausleihe",
  "actions_out_hint": "Haben Sie es? Verlängern oder zurückmelden:",
  "desk_heading": "Kein {forge}-Konto?",
  "desk_heading_plain": "Ohne Konto ausleihen",
  "desk_intro": "Fragen Sie die Ausleihe, eine Bibliothekarin trägt es für Sie ein:",
  "desk_email": "E-Mail an die Ausleihe",
  "desk_whatsapp": "WhatsApp an die Ausleihe",
  "desk_subject": "Ausleihe: „{title}“",
  "desk_message": "Hallo! Ich möchte „{title}“ von {author} ausleihen ({url}). Mein Name und meine Wohnung:",
  "desk_message_queue": "Hallo! Ich möchte mich für „{title}“ von {author} anstellen ({url}). Mein Name und meine Wohnung:",
  "loan_terms_one": "Eine Ausleihe dauert {days} Tage und kann einmal verlängert werden.",
  "loan_terms_other": "Eine Ausleihe dauert {days} Tage und kann {count}-mal verlängert werden.",
  "loan_terms_none": "Eine Ausleihe dauert {days} Tage und kann nicht verlängert werden.",
  "collect_from": "Sie holen es bei {name} ab und geben es dort zurück.",
  "collect_from_owner": "Sie holen es beim Besitzer ab und geben es dort zurück.",
  "collect_from_library": "Sie nehmen es aus dem Regal der Bibliothek und stellen es dorthin zurück.",
  "more_by": "Mehr von {name}",
  "more_in": "Mehr aus {name}",
  "search_title": "Suche",
  "search_button": "Suchen",
  "header_search_label": "Im Katalog suchen",
  "search_needs_script": "Die Suche braucht JavaScript; stöbern Sie stattdessen:",
  "did_you_mean": "Meinten Sie {words}?",
  "search_unavailable": "Die Suche konnte ihren Index nicht laden: Öffnen Sie die Seite über einen Webserver (libgen serve), nicht als Datei.",
  "search_page": "Seite {page} von {count}",
  "search_previous": "Zurück",
  "search_next": "Weiter",
  "cover_placeholder": "Kein Umschlag",
  "condition_new": "Neu",
  "condition_like-new": "Wie neu",
  "condition_good": "Gut",
  "condition_fair": "Brauchbar",
  "condition_worn": "Abgenutzt",
  "labels_title": "Regaletiketten",
  "labels_scan": "Zum Ausleihen scannen",
  "nav_menu": "Menü",
  "language_ar": "Arabisch",
  "language_bn": "Bengalisch",
  "language_de": "Deutsch",
  "language_en": "Englisch",
  "language_es": "Spanisch",
  "language_fa": "Persisch",
  "language_fr": "Französisch",
  "language_gu": "Gujarati",
  "language_he": "Hebräisch",
  "language_hi": "Hindi",
  "language_it": "Italienisch",
  "language_ja": "Japanisch",
  "language_kn": "Kannada",
  "language_ml": "Malayalam",
  "language_mr": "Marathi",
  "language_nl": "Niederländisch",
  "language_pa": "Punjabi",
  "language_pt": "Portugiesisch",
  "language_ru": "Russisch",
  "language_sa": "Sanskrit",
  "language_ta": "Tamil",
  "language_te": "Telugu",
  "language_ur": "Urdu",
  "language_zh": "Chinesisch"
}

"""##,
        "strings/en.json": ##"""
{
  "date": "{day} {month} {year}",
  "months": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  "skip_to_content": "Skip to content",
  "nav_label": "Main",
  "nav_catalog": "Catalog",
  "nav_new": "New",
  "nav_authors": "Authors",
  "nav_genres": "Genres",
  "nav_reports": "Due & overdue",
  "feed_title": "{name}: new books",
  "footer_as_of": "Availability as of {date}.",
  "footer_feed": "New books feed",
  "footer_repository": "The library's repository",
  "stats_label": "The library in numbers",
  "stat_books": "books",
  "stat_books_one": "book",
  "stat_books_other": "books",
  "stat_available": "on the shelf",
  "stat_available_one": "on the shelf",
  "stat_available_other": "on the shelf",
  "stat_on_loan": "on loan",
  "stat_on_loan_one": "on loan",
  "stat_on_loan_other": "on loan",
  "stat_lost": "missing",
  "stat_lost_one": "missing",
  "stat_lost_other": "missing",
  "stat_members": "members",
  "stat_members_one": "member",
  "stat_members_other": "members",
  "featured": "Featured",
  "recent": "Recent arrivals",
  "all_new": "All new books",
  "catalog": "Catalog",
  "search_label": "Search by title, author, genre or ISBN",
  "search_placeholder": "Try “Ishiguro” or “fantasy”",
  "filter_genre": "Genre",
  "filter_all_genres": "All genres",
  "filter_language": "Language",
  "filter_author": "Author",
  "filter_author_placeholder": "e.g. Rowling",
  "filter_all_languages": "All languages",
  "filter_available": "Available now",
  "search_results": "Search results",
  "matches_one": "1 book matches",
  "matches_other": "{count} books match",
  "no_matches": "No book matches. Check the spelling, try fewer words, or browse the authors and genres.",
  "available": "Available",
  "reserved": "Reserved for the next in the queue",
  "on_loan": "On loan — due back {date}",
  "due_today": "On loan — due back today",
  "overdue": "Overdue — was due back {date}",
  "missing": "Missing",
  "not_yet_added": "Joins the library on {date}",
  "waiting_one": "1 waiting: ask to join the queue",
  "waiting_other": "{count} waiting: ask to join the queue",
  "cover_of": "Cover of {title}",
  "by": "by",
  "holder": "With {name} now",
  "owner": "Shared by {name}",
  "borrow": "Borrow this",
  "suggest_edit": "Suggest an edit",
  "borrow_form_hint": "The button opens the library's borrow form on {forge} with this book filled in: send it, and the library answers on the issue.",
  "new_file_hint": "The button opens a pre-filled loan request on {forge}: put your member id in “borrower” and in the file name, and propose the change.",
  "queue_hint_reserved": "It is kept for the next in the queue, so your request joins the waiting list.",
  "queue_hint_passed": "Those waiting cannot take it at the moment, so it is yours if you ask now.",
  "queue_hint": "The book is not on the shelf now, so your request joins the waiting list.",
  "isbn": "ISBN",
  "publisher": "Publisher",
  "published": "Published",
  "pages": "Pages",
  "language": "Language",
  "condition": "Condition",
  "genres": "Genres",
  "added": "In the library since",
  "authors_title": "Authors",
  "genres_title": "Genres",
  "new_title": "New books",
  "new_intro_one": "The newest addition.",
  "new_intro_other": "The {count} most recent additions, newest first.",
  "follow_feed": "Follow them as a feed.",
  "books_one": "1 book",
  "books_other": "{count} books",
  "sort_label": "Sort by",
  "sort_title": "Title",
  "sort_author": "Author",
  "sort_newest": "Newest",
  "by_author_title": "Catalog by author",
  "paging_label": "Pages",
  "paging_previous": "Previous",
  "paging_next": "Next",
  "paging_page": "Page {page} of {count}",
  "not_found_title": "Not found",
  "not_found_heading": "That page is not on the shelf",
  "not_found_text": "The book or page you were looking for is not here. It may have been withdrawn, or the link may be mistyped.",
  "browse_catalog": "Browse the catalog",
  "reports_title": "Due and overdue",
  "reports_as_of": "As of {date}.",
  "reports_overdue": "Overdue",
  "reports_due_soon": "Due soon",
  "reports_book": "Book",
  "reports_borrower": "Borrower",
  "reports_due": "Due",
  "reports_days_overdue": "Days overdue",
  "reports_days_left": "Days left",
  "reports_nothing_overdue": "Nothing is overdue.",
  "reports_nothing_due_one": "Nothing is due in the next day.",
  "reports_nothing_due_other": "Nothing is due in the next {count} days.",
  "reply_sorry": "Sorry: {reason} Nothing was recorded.",
  "reply_unknown_login": "Sorry {login}, no member of {library} has the GitHub login {login_code} in their member file, so I cannot tell who is asking. Nothing was recorded.\n\nIf you are a member, ask a librarian to add your GitHub login to your member file, then ask again. If you would like to join, ask a librarian.",
  "reply_no_book_given": "the **{field}** field is empty: give the book's title, the last part of its page address, or its ISBN.",
  "reply_no_such_book": "there is no book {input} in the catalogue. Give its title as the catalogue shows it, the last part of its page address, or its ISBN.",
  "reply_did_you_mean": "Did you mean *{title}*?",
  "reply_ambiguous_book": "{input} matches {count} books ({choices}). Give the last part of the page address of the one you mean.",
  "reply_no_such_member": "there is no member {input}. Give their GitHub login, their id or their name.",
  "reply_not_found": "I could not find what this refers to.",
  "reply_which_loan": "*{title}* has more than one loan this could be: a librarian can record it.",
  "reply_which_loan_generic": "this could mean more than one record: a librarian can record it.",
  "reply_rules_generic": "it would not agree with the library's records; a librarian can look at it.",
  "reply_note_too_long": "the note is {count} characters long; the library keeps at most {max}: shorten it and ask again.",
  "reply_note_contact": "the note seems to hold contact details (an e-mail address or a phone number), which are never written into the library's public records: ask again without them; the librarians keep members' contacts privately.",
  "reply_settings_broken": "the library's settings file (`content/library.json`) cannot be read at the moment, so nothing can be recorded; a librarian needs to fix it. Please ask again once it is fixed.",
  "reply_no_request": "*{title}* has no open request this could be.",
  "reply_not_out": "*{title}* is not out on loan here.",
  "reply_out_to_another": "*{title}* is out on loan to another member, due back on {date}.",
  "reply_no_loan_here": "this issue has no loan of its own: name the book after the command, like {command}.",
  "reply_lent_where": "to record a loan, comment `/lent` on the member's borrow issue, or use the \"I lent my book\" form.",
  "reply_not_in_catalogue": "that book is not in the catalogue.",
  "reply_not_yet_added": "*{title}* joins the library on {date}; you can ask for it from then.",
  "reply_withdrawn": "*{title}* has left the library and can no longer be borrowed.",
  "reply_not_a_member": "{name} is not a member of the library today.",
  "reply_own_book": "*{title}* is your own book.",
  "reply_holding_already": "you have *{title}* already.",
  "reply_waiting_already": "you are in the queue for *{title}* already.",
  "reply_own_book_for": "*{title}* is {name}'s own book.",
  "reply_holding_already_for": "{name} has *{title}* already.",
  "reply_holding_already_private_for": "{name} cannot ask for *{title}* now: their own loans show why.",
  "reply_waiting_already_for": "{name} is in the queue for *{title}* already.",
  "reply_rights_owner": "only the borrower, the book's owner or a librarian can do that.",
  "reply_rights_librarian": "only a librarian or the book's owner can ask for a book for another member.",
  "reply_rights_lend": "only the owner of *{title}* ({owner}) or a librarian can record that it was handed over.",
  "reply_renewal_limit_one": "this loan has been renewed as often as the library allows ({count} time): the book should go back.",
  "reply_renewal_limit_other": "this loan has been renewed as often as the library allows ({count} times): the book should go back.",
  "reply_renew_late": "*{title}* was due back on {date}, and a renewal now would leave it overdue: please return it, or ask a librarian about a new due date.",
  "reply_renew_waiting": "*{title}* cannot be renewed: another member is waiting for it. Please bring it back by {date}; if you need longer, ask a librarian.",
  "reply_hold_ended": "The time to collect *{title}* ran out, so this request ended on {date} and the book goes to the next member in the queue. If you still want it, ask again with a new request.",
  "reply_turned_down_by": "turned down by {name}",
  "reply_rule_out": "The book is out on loan.",
  "reply_rule_limit": "It would be more books at once than the library lends to one member.",
  "reply_rule_own": "A member cannot borrow their own book.",
  "reply_rule_member": "The borrower is not a member on that day.",
  "reply_rule_duplicate": "The same member already asked for this book (or has it).",
  "reply_rule_blocked": "The borrower has an overdue book, which must come back first.",
  "reply_rule_catalogue": "The book is not in the catalogue on that day.",
  "reply_rule_renewals": "The loan has been renewed as often as the library allows.",
  "reply_rule_dates": "The dates would not be in order.",
  "reply_the_library": "the library",
  "reply_the_owner": "the owner",
  "reply_a_member": "a member",
  "reply_for_member": "For {name}:",
  "reply_request_recorded": "Your request for *{title}* is recorded ({date}).",
  "reply_request_recorded_for": "The request for *{title}* is recorded for {name} ({date}).",
  "reply_your_turn": "It is on the shelf and it is your turn: {owner} will hand it over.",
  "reply_collect_within_one": "Please collect it within {count} day.",
  "reply_collect_within_other": "Please collect it within {count} days.",
  "reply_queue_out": "You are number {place} in the queue; it is on loan until {date}.",
  "reply_queue_out_holder": "You are number {place} in the queue; {holder} has it until {date}.",
  "reply_queue_out_overdue": "You are number {place} in the queue; it was due back on {date} and is not back yet.",
  "reply_queue_out_holder_overdue": "You are number {place} in the queue; {holder} has it, due back on {date} and not back yet.",
  "reply_queue_lost": "The book is missing at the moment; you are number {place} in the queue should it turn up.",
  "reply_queue_shelf": "You are number {place} in the queue: the book is on the shelf, kept for the member ahead of you.",
  "reply_queue_shelf_passed": "You are number {place} in the queue; the book is on the shelf.",
  "reply_queue_shelf_other": "You are number {place} in the queue; the book is on the shelf, kept for another member in the queue.",
  "reply_returned_next_member": "It is the next member's turn in the queue: {owner} will hand it over.",
  "reply_at_limit_one": "You hold {count} book, the most the library lends at once: you keep your place in the queue, and the book goes to the next member until yours is back.",
  "reply_at_limit_other": "You hold {count} books, the most the library lends at once: you keep your place in the queue, and the book goes to the next member until one of yours is back.",
  "reply_blocked_overdue": "You have an overdue book: you keep your place in the queue, but the book goes to the next member until yours is back.",
  "reply_request_next": "You will hear here when it is your turn. Changed your mind? Comment `/cancel`.",
  "reply_owner_hand_over": "{owner}, *{title}* is your book: please hand it over, then comment `/lent` here.",
  "reply_owner_queued": "{owner}, someone has joined the queue for your book *{title}*.",
  "reply_librarians_hand_over": "{librarians}, *{title}* is the library's book: please hand it over, then comment `/lent` here.",
  "reply_librarians_queued": "{librarians}, someone has joined the queue for the library's book *{title}*.",
  "reply_lent": "*{title}* is recorded as lent to {borrower} on {date}, due back on **{due}**.",
  "reply_lent_next": "To renew it, comment `/renew` here; when it is back with its owner, `/return`.",
  "reply_lent_next_issue": "To renew it, comment `/renew` on {issue}, where it was asked for; when it is back with its owner, `/return` there.",
  "reply_renewed": "*{title}* is renewed ({date}): it is now due back on **{due}**.",
  "reply_lost": "*{title}* is recorded as lost ({date}). If it turns up, comment `/return` here.",
  "reply_cancelled": "The request for *{title}* is withdrawn ({date}).",
  "reply_voided": "The request for *{title}* was recorded by mistake and is void; ask again if you still want it.",
  "reply_rejected": "The request for *{title}* by {member} is turned down ({date}).",
  "reply_returned": "Thank you: *{title}* is recorded as returned ({date}).",
  "reply_returned_next": "{next}, it is your turn: {owner} will hand it over.",
  "reply_returned_waiting": "Members are waiting for it; it goes to the first who can take it.",
  "reply_returned_shelf": "Nobody is waiting for it: it is back on the shelf.",
  "reply_owner_back": "{owner}, your book *{title}* is back with you.",
  "date_short": "{day} {month}",
  "badge_reserved": "Reserved",
  "badge_due": "Due {date}",
  "badge_due_today": "Due today",
  "badge_overdue": "Overdue",
  "badge_missing": "Missing",
  "badge_coming": "From {date}",
  "badge_waiting_one": "1 waiting",
  "badge_waiting_other": "{count} waiting",
  "join_queue_one": "Join the waiting list (1 ahead)",
  "join_queue_other": "Join the waiting list ({count} ahead)",
  "join_queue_first": "Join the waiting list (nobody ahead)",
  "renew": "Renew",
  "return": "Return",
  "no_action_lost": "This copy is missing, so it cannot be asked for. If you find it, tell a librarian.",
  "no_action_owner_left": "Its owner has left the library, so it cannot be borrowed.",
  "no_action_coming": "It can be asked for once it joins the library, on {date}.",
  "actions_label": "Borrowing",
  "actions_out_hint": "Have it with you? Renew it or say it is back:",
  "desk_heading": "No {forge} account?",
  "desk_heading_plain": "Borrowing without an account",
  "desk_intro": "Ask the library desk and a librarian records it for you:",
  "desk_email": "E-mail the desk",
  "desk_whatsapp": "WhatsApp the desk",
  "desk_subject": "Borrowing “{title}”",
  "desk_message": "Hello! I would like to borrow “{title}” by {author} ({url}). My name and flat:",
  "desk_message_queue": "Hello! I would like to join the waiting list for “{title}” by {author} ({url}). My name and flat:",
  "loan_terms_one": "A loan is for {days} days; it can be renewed once.",
  "loan_terms_other": "A loan is for {days} days; it can be renewed {count} times.",
  "loan_terms_none": "A loan is for {days} days and cannot be renewed.",
  "collect_from": "You collect it from {name} and give it back to them.",
  "collect_from_owner": "You collect it from its owner and give it back to them.",
  "collect_from_library": "You collect it from the library's shelf and put it back there.",
  "more_by": "More by {name}",
  "more_in": "More in {name}",
  "search_title": "Search",
  "search_button": "Search",
  "header_search_label": "Search the catalogue",
  "search_needs_script": "Searching needs JavaScript; browse instead:",
  "did_you_mean": "Did you mean {words}?",
  "search_unavailable": "Search could not load its index: open the site through a web server (libgen serve), not as a file.",
  "search_page": "Page {page} of {count}",
  "search_previous": "Previous",
  "search_next": "Next",
  "cover_placeholder": "No cover",
  "condition_new": "New",
  "condition_like-new": "Like new",
  "condition_good": "Good",
  "condition_fair": "Fair",
  "condition_worn": "Worn",
  "labels_title": "Shelf labels",
  "labels_scan": "Scan to borrow",
  "nav_menu": "Menu",
  "language_ar": "Arabic",
  "language_bn": "Bengali",
  "language_de": "German",
  "language_en": "English",
  "language_es": "Spanish",
  "language_fa": "Persian",
  "language_fr": "French",
  "language_gu": "Gujarati",
  "language_he": "Hebrew",
  "language_hi": "Hindi",
  "language_it": "Italian",
  "language_ja": "Japanese",
  "language_kn": "Kannada",
  "language_ml": "Malayalam",
  "language_mr": "Marathi",
  "language_nl": "Dutch",
  "language_pa": "Punjabi",
  "language_pt": "Portuguese",
  "language_ru": "Russian",
  "language_sa": "Sanskrit",
  "language_ta": "Tamil",
  "language_te": "Telugu",
  "language_ur": "Urdu",
  "language_zh": "Chinese"
}

"""##,
        "strings/es.json": ##"""
{
  "date": "{day} {month} {year}",
  "months": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  "skip_to_content": "Saltar al contenido",
  "nav_label": "Principal",
  "nav_catalog": "Catálogo",
  "nav_new": "Novedades",
  "nav_authors": "Autores",
  "nav_genres": "Géneros",
  "nav_reports": "Vencidos y por vencer",
  "feed_title": "{name}: libros nuevos",
  "footer_as_of": "Disponibilidad al {date}.",
  "footer_feed": "Canal de libros nuevos",
  "footer_repository": "El repositorio de la biblioteca",
  "stats_label": "La biblioteca en cifras",
  "stat_books": "libros",
  "stat_books_one": "libro",
  "stat_books_other": "libros",
  "stat_available": "en la estantería",
  "stat_available_one": "en la estantería",
  "stat_available_other": "en la estantería",
  "stat_on_loan": "prestados",
  "stat_on_loan_one": "prestado",
  "stat_on_loan_other": "prestados",
  "stat_lost": "perdidos",
  "stat_lost_one": "perdido",
  "stat_lost_other": "perdidos",
  "stat_members": "socios",
  "stat_members_one": "socio",
  "stat_members_other": "socios",
  "featured": "Destacados",
  "recent": "Recién llegados",
  "all_new": "Todas las novedades",
  "catalog": "Catálogo",
  "search_label": "Busca por título, autor, género o ISBN",
  "search_placeholder": "Prueba «Ishiguro» o «fantasía»",
  "filter_genre": "Género",
  "filter_all_genres": "Todos los géneros",
  "filter_language": "Idioma",
  "filter_author": "Autor",
  "filter_author_placeholder": "p. ej. Rowling",
  "filter_all_languages": "Todos los idiomas",
  "filter_available": "Disponibles ahora",
  "search_results": "Resultados de la búsqueda",
  "matches_one": "1 libro coincide",
  "matches_other": "{count} libros coinciden",
  "no_matches": "Ningún libro coincide. Revisa la ortografía, prueba con menos palabras o explora autores y géneros.",
  "available": "Disponible",
  "reserved": "Reservado para el siguiente de la lista",
  "on_loan": "Prestado — se devuelve el {date}",
  "due_today": "Prestado — se devuelve hoy",
  "overdue": "Vencido — debía volver el {date}",
  "missing": "Extraviado",
  "not_yet_added": "Llega a la biblioteca el {date}",
  "waiting_one": "1 en espera: puedes ponerte en la cola",
  "waiting_other": "{count} en espera: puedes ponerte en la cola",
  "cover_of": "Portada de {title}",
  "by": "de",
  "holder": "Ahora lo tiene {name}",
  "owner": "Compartido por {name}",
  "borrow": "Pedir prestado",
  "suggest_edit": "Sugerir un cambio",
  "borrow_form_hint": "El botón abre el formulario de préstamo de la biblioteca en {forge} con este libro ya indicado: envíalo y la biblioteca responderá allí.",
  "new_file_hint": "El botón abre una solicitud de préstamo ya rellena en {forge}: pon tu identificador de socio en «borrower» y en el nombre del archivo, y propón el cambio.",
  "queue_hint_reserved": "Está reservado para el siguiente de la lista, así que tu solicitud entra en la lista de espera.",
  "queue_hint_passed": "Quienes esperan no pueden llevárselo ahora, así que es suyo si lo pide ya.",
  "queue_hint": "El libro no está en la estantería ahora, así que tu solicitud entra en la lista de espera.",
  "isbn": "ISBN",
  "publisher": "Editorial",
  "published": "Publicado",
  "pages": "Páginas",
  "language": "Idioma",
  "condition": "Estado",
  "genres": "Géneros",
  "added": "En la biblioteca desde",
  "authors_title": "Autores",
  "genres_title": "Géneros",
  "new_title": "Libros nuevos",
  "new_intro_one": "La incorporación más reciente.",
  "new_intro_other": "Las {count} incorporaciones más recientes, la más nueva primero.",
  "follow_feed": "Síguelas como canal.",
  "books_one": "1 libro",
  "books_other": "{count} libros",
  "sort_label": "Ordenar por",
  "sort_title": "Título",
  "sort_author": "Autor",
  "sort_newest": "Más nuevos",
  "by_author_title": "Catálogo por autor",
  "paging_label": "Páginas",
  "paging_previous": "Anterior",
  "paging_next": "Siguiente",
  "paging_page": "Página {page} de {count}",
  "not_found_title": "No encontrado",
  "not_found_heading": "Esa página no está en la estantería",
  "not_found_text": "El libro o la página que buscabas no está aquí. Puede que se haya retirado o que el enlace esté mal escrito.",
  "browse_catalog": "Ver el catálogo",
  "reports_title": "Vencidos y por vencer",
  "reports_as_of": "Al {date}.",
  "reports_overdue": "Vencidos",
  "reports_due_soon": "Vencen pronto",
  "reports_book": "Libro",
  "reports_borrower": "Prestatario",
  "reports_due": "Vence",
  "reports_days_overdue": "Días de retraso",
  "reports_days_left": "Días restantes",
  "reports_nothing_overdue": "No hay nada vencido.",
  "reports_nothing_due_one": "Nada vence en el próximo día.",
  "reports_nothing_due_other": "Nada vence en los próximos {count} días.",
  "reply_sorry": "Lo siento: {reason} No se ha registrado nada.",
  "reply_unknown_login": "Lo siento, {login}: ningún miembro de {library} tiene el usuario de GitHub {login_code} en su ficha, así que no sé quién lo pide. No se ha registrado nada.\n\nSi es miembro, pida a un bibliotecario que añada su usuario de GitHub a su ficha y vuelva a pedirlo. Si quiere unirse, pregunte a un bibliotecario.",
  "reply_no_book_given": "el campo **{field}** está vacío: indique el título del libro, la última parte de la dirección de su página o su ISBN.",
  "reply_no_such_book": "no hay ningún libro {input} en el catálogo. Indique el título como aparece en el catálogo, la última parte de la dirección de su página o su ISBN.",
  "reply_did_you_mean": "¿Quiso decir *{title}*?",
  "reply_ambiguous_book": "{input} coincide con {count} libros ({choices}). Indique la última parte de la dirección de la página del que quiere.",
  "reply_no_such_member": "no hay ningún miembro {input}. Indique su usuario de GitHub, su identificador o su nombre.",
  "reply_not_found": "no he encontrado a qué se refiere.",
  "reply_which_loan": "*{title}* tiene más de un préstamo que podría ser este: un bibliotecario puede registrarlo.",
  "reply_which_loan_generic": "esto podría referirse a más de un registro: un bibliotecario puede registrarlo.",
  "reply_rules_generic": "no cuadraría con los registros de la biblioteca; un bibliotecario puede revisarlo.",
  "reply_note_too_long": "la nota tiene {count} caracteres; la biblioteca guarda como máximo {max}: acórtela y vuelva a pedirlo.",
  "reply_note_contact": "la nota parece contener datos de contacto (un correo electrónico o un teléfono), que nunca se escriben en los registros públicos de la biblioteca: vuelva a pedirlo sin ellos; los bibliotecarios guardan los contactos de los socios en privado.",
  "reply_settings_broken": "el archivo de ajustes de la biblioteca (`content/library.json`) no se puede leer ahora, así que no se puede registrar nada; un bibliotecario debe arreglarlo. Vuelva a pedirlo cuando esté arreglado.",
  "reply_no_request": "*{title}* no tiene ninguna solicitud abierta que pueda ser esta.",
  "reply_not_out": "*{title}* no está prestado aquí.",
  "reply_out_to_another": "*{title}* está prestado a otro miembro; debe devolverse el {date}.",
  "reply_no_loan_here": "esta incidencia no tiene un préstamo propio: indique el libro después del comando, por ejemplo {command}.",
  "reply_lent_where": "para registrar un préstamo, comente `/lent` en la incidencia de préstamo del miembro, o use el formulario «He prestado mi libro».",
  "reply_not_in_catalogue": "ese libro no está en el catálogo.",
  "reply_not_yet_added": "*{title}* llega a la biblioteca el {date}; podrá pedirlo desde entonces.",
  "reply_withdrawn": "*{title}* ha salido de la biblioteca y ya no se puede pedir prestado.",
  "reply_not_a_member": "{name} no es miembro de la biblioteca hoy.",
  "reply_own_book": "*{title}* es su propio libro.",
  "reply_holding_already": "ya tiene *{title}*.",
  "reply_waiting_already": "ya está en la lista de espera de *{title}*.",
  "reply_own_book_for": "*{title}* es un libro propio de {name}.",
  "reply_holding_already_for": "{name} ya tiene *{title}*.",
  "reply_holding_already_private_for": "{name} no puede pedir *{title}* ahora: sus propios préstamos muestran por qué.",
  "reply_waiting_already_for": "{name} ya está en la lista de espera de *{title}*.",
  "reply_rights_owner": "solo quien lo tiene prestado, el dueño del libro o un bibliotecario pueden hacerlo.",
  "reply_rights_librarian": "solo un bibliotecario o el dueño del libro pueden pedirlo para otro miembro.",
  "reply_rights_lend": "solo el dueño de *{title}* ({owner}) o un bibliotecario pueden registrar que se entregó.",
  "reply_renewal_limit_one": "este préstamo se ha renovado tantas veces como permite la biblioteca ({count} vez): el libro debería volver.",
  "reply_renewal_limit_other": "este préstamo se ha renovado tantas veces como permite la biblioteca ({count} veces): el libro debería volver.",
  "reply_renew_late": "*{title}* debía devolverse el {date}, y una renovación ahora lo dejaría igualmente atrasado: devuélvalo, o hable con un bibliotecario sobre una nueva fecha.",
  "reply_renew_waiting": "*{title}* no se puede renovar: otro miembro lo está esperando. Devuélvalo antes del {date}; si necesita más tiempo, hable con un bibliotecario.",
  "reply_hold_ended": "El plazo para recoger *{title}* terminó, así que esta solicitud acabó el {date} y el libro pasa al siguiente miembro de la lista. Si aún lo quiere, vuelva a pedirlo.",
  "reply_turned_down_by": "rechazada por {name}",
  "reply_rule_out": "El libro está prestado.",
  "reply_rule_limit": "Serían más libros a la vez de los que la biblioteca presta a un miembro.",
  "reply_rule_own": "Un miembro no puede pedir prestado su propio libro.",
  "reply_rule_member": "Quien lo pide no es miembro ese día.",
  "reply_rule_duplicate": "El mismo miembro ya pidió este libro (o ya lo tiene).",
  "reply_rule_blocked": "Quien lo pide tiene un libro atrasado, que debe volver primero.",
  "reply_rule_catalogue": "El libro no está en el catálogo ese día.",
  "reply_rule_renewals": "El préstamo se ha renovado tantas veces como permite la biblioteca.",
  "reply_rule_dates": "Las fechas no estarían en orden.",
  "reply_the_library": "la biblioteca",
  "reply_the_owner": "su dueño",
  "reply_a_member": "un miembro",
  "reply_for_member": "Para {name}:",
  "reply_request_recorded": "Su solicitud de *{title}* está registrada ({date}).",
  "reply_request_recorded_for": "La solicitud de *{title}* está registrada para {name} ({date}).",
  "reply_your_turn": "Está en la estantería y es su turno: {owner} se lo entregará.",
  "reply_collect_within_one": "Recójalo en un plazo de {count} día.",
  "reply_collect_within_other": "Recójalo en un plazo de {count} días.",
  "reply_queue_out": "Es el número {place} de la lista de espera; está prestado hasta el {date}.",
  "reply_queue_out_holder": "Es el número {place} de la lista de espera; {holder} lo tiene hasta el {date}.",
  "reply_queue_out_overdue": "Es el número {place} de la lista de espera; debía volver el {date} y aún no ha vuelto.",
  "reply_queue_out_holder_overdue": "Es el número {place} de la lista de espera; lo tiene {holder}, debía volver el {date} y aún no ha vuelto.",
  "reply_queue_lost": "El libro está perdido por ahora; es el número {place} de la lista de espera por si aparece.",
  "reply_queue_shelf": "Es el número {place} de la lista de espera: el libro está en la estantería, reservado para el miembro anterior.",
  "reply_queue_shelf_passed": "Es el número {place} de la lista de espera; el libro está en la estantería.",
  "reply_queue_shelf_other": "Es el número {place} de la lista de espera; el libro está en la estantería, reservado para otro miembro de la lista.",
  "reply_returned_next_member": "Es el turno del siguiente miembro de la lista: {owner} se lo entregará.",
  "reply_at_limit_one": "Tiene {count} libro, lo máximo que presta la biblioteca a la vez: conserva su puesto, y el libro pasa al siguiente miembro hasta que devuelva el suyo.",
  "reply_at_limit_other": "Tiene {count} libros, lo máximo que presta la biblioteca a la vez: conserva su puesto, y el libro pasa al siguiente miembro hasta que devuelva uno de los suyos.",
  "reply_blocked_overdue": "Tiene un libro atrasado: conserva su puesto, pero el libro pasa al siguiente miembro hasta que devuelva el suyo.",
  "reply_request_next": "Se le avisará aquí cuando sea su turno. ¿Ha cambiado de idea? Comente `/cancel`.",
  "reply_owner_hand_over": "{owner}, *{title}* es su libro: entréguelo y comente aquí `/lent`.",
  "reply_owner_queued": "{owner}, alguien se ha apuntado a la lista de espera de su libro *{title}*.",
  "reply_librarians_hand_over": "{librarians}, *{title}* es un libro de la biblioteca: entréguenlo y luego comenten `/lent` aquí.",
  "reply_librarians_queued": "{librarians}, alguien se ha apuntado a la lista de espera del libro de la biblioteca *{title}*.",
  "reply_lent": "*{title}* consta como prestado a {borrower} el {date}; debe devolverse el **{due}**.",
  "reply_lent_next": "Para renovarlo, comente `/renew` aquí; cuando vuelva a su dueño, `/return`.",
  "reply_lent_next_issue": "Para renovarlo, comente `/renew` en {issue}, donde se pidió; cuando vuelva a su dueño, `/return` allí.",
  "reply_renewed": "*{title}* está renovado ({date}): ahora debe devolverse el **{due}**.",
  "reply_lost": "*{title}* consta como perdido ({date}). Si aparece, comente `/return` aquí.",
  "reply_cancelled": "La solicitud de *{title}* está retirada ({date}).",
  "reply_voided": "La solicitud de *{title}* se registró por error y está anulada; vuelva a pedirlo si aún lo quiere.",
  "reply_rejected": "La solicitud de {member} para *{title}* está rechazada ({date}).",
  "reply_returned": "Gracias: *{title}* consta como devuelto ({date}).",
  "reply_returned_next": "{next}, es su turno: {owner} se lo entregará.",
  "reply_returned_waiting": "Hay miembros esperándolo; irá al primero que pueda llevárselo.",
  "reply_returned_shelf": "Nadie lo espera: vuelve a estar en la estantería.",
  "reply_owner_back": "{owner}, su libro *{title}* ha vuelto a usted.",
  "date_short": "{day} {month}",
  "badge_reserved": "Reservado",
  "badge_due": "Vuelve {date}",
  "badge_due_today": "Vuelve hoy",
  "badge_overdue": "Vencido",
  "badge_missing": "Extraviado",
  "badge_coming": "Desde {date}",
  "badge_waiting_one": "1 en espera",
  "badge_waiting_other": "{count} en espera",
  "join_queue_one": "Ponerse en la cola (1 delante)",
  "join_queue_other": "Ponerse en la cola ({count} delante)",
  "join_queue_first": "Ponerse en la cola (nadie delante)",
  "renew": "Renovar",
  "return": "Devolver",
  "no_action_lost": "Este ejemplar está extraviado y no se puede pedir. Si lo encuentras, avisa a un bibliotecario.",
  "no_action_owner_left": "Su dueño ha dejado la biblioteca, así que no se puede pedir prestado.",
  "no_action_coming": "Se podrá pedir cuando llegue a la biblioteca, el {date}.",
  "actions_label": "Préstamo",
  "actions_out_hint": "¿Lo tienes tú? Renuévalo o avisa de que lo devolviste:",
  "desk_heading": "¿Sin cuenta de {forge}?",
  "desk_heading_plain": "Pedir prestado sin cuenta",
  "desk_intro": "Pregunta en el mostrador de la biblioteca y un bibliotecario lo anota por ti:",
  "desk_email": "Escribir al mostrador",
  "desk_whatsapp": "WhatsApp al mostrador",
  "desk_subject": "Préstamo de «{title}»",
  "desk_message": "¡Hola! Quisiera pedir prestado «{title}» de {author} ({url}). Mi nombre y piso:",
  "desk_message_queue": "¡Hola! Quisiera ponerme en la cola de «{title}» de {author} ({url}). Mi nombre y piso:",
  "loan_terms_one": "Un préstamo dura {days} días; se puede renovar una vez.",
  "loan_terms_other": "Un préstamo dura {days} días; se puede renovar {count} veces.",
  "loan_terms_none": "Un préstamo dura {days} días y no se puede renovar.",
  "collect_from": "Lo recoges de {name} y se lo devuelves.",
  "collect_from_owner": "Lo recoges de su dueño y se lo devuelves.",
  "collect_from_library": "Lo tomas de la estantería de la biblioteca y lo devuelves allí.",
  "more_by": "Más de {name}",
  "more_in": "Más en {name}",
  "search_title": "Búsqueda",
  "search_button": "Buscar",
  "header_search_label": "Buscar en el catálogo",
  "search_needs_script": "La búsqueda necesita JavaScript; explora en su lugar:",
  "did_you_mean": "¿Quisiste decir {words}?",
  "search_unavailable": "La búsqueda no pudo cargar su índice: abra el sitio desde un servidor web (libgen serve), no como archivo.",
  "search_page": "Página {page} de {count}",
  "search_previous": "Anterior",
  "search_next": "Siguiente",
  "cover_placeholder": "Sin cubierta",
  "condition_new": "Nuevo",
  "condition_like-new": "Como nuevo",
  "condition_good": "Bueno",
  "condition_fair": "Aceptable",
  "condition_worn": "Gastado",
  "labels_title": "Etiquetas de estante",
  "labels_scan": "Escanea para pedirlo",
  "nav_menu": "Menú",
  "language_ar": "árabe",
  "language_bn": "bengalí",
  "language_de": "alemán",
  "language_en": "inglés",
  "language_es": "español",
  "language_fa": "persa",
  "language_fr": "francés",
  "language_gu": "guyaratí",
  "language_he": "hebreo",
  "language_hi": "hindi",
  "language_it": "italiano",
  "language_ja": "japonés",
  "language_kn": "canarés",
  "language_ml": "malayalam",
  "language_mr": "maratí",
  "language_nl": "neerlandés",
  "language_pa": "panyabí",
  "language_pt": "portugués",
  "language_ru": "ruso",
  "language_sa": "sánscrito",
  "language_ta": "tamil",
  "language_te": "telugu",
  "language_ur": "urdu",
  "language_zh": "chino"
}

"""##,
        "strings/fr.json": ##"""
{
  "date": "{day} {month} {year}",
  "months": ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  "skip_to_content": "Aller au contenu",
  "nav_label": "Principal",
  "nav_catalog": "Catalogue",
  "nav_new": "Nouveautés",
  "nav_authors": "Auteurs",
  "nav_genres": "Genres",
  "nav_reports": "À rendre et en retard",
  "feed_title": "{name} : nouveaux livres",
  "footer_as_of": "Disponibilité au {date}.",
  "footer_feed": "Flux des nouveaux livres",
  "footer_repository": "Le dépôt de la bibliothèque",
  "stats_label": "La bibliothèque en chiffres",
  "stat_books": "livres",
  "stat_books_one": "livre",
  "stat_books_other": "livres",
  "stat_available": "en rayon",
  "stat_available_one": "en rayon",
  "stat_available_other": "en rayon",
  "stat_on_loan": "prêtés",
  "stat_on_loan_one": "prêté",
  "stat_on_loan_other": "prêtés",
  "stat_lost": "perdus",
  "stat_lost_one": "perdu",
  "stat_lost_other": "perdus",
  "stat_members": "membres",
  "stat_members_one": "membre",
  "stat_members_other": "membres",
  "featured": "À la une",
  "recent": "Arrivées récentes",
  "all_new": "Toutes les nouveautés",
  "catalog": "Catalogue",
  "search_label": "Chercher par titre, auteur, genre ou ISBN",
  "search_placeholder": "Essayez « Ishiguro » ou « fantasy »",
  "filter_genre": "Genre",
  "filter_all_genres": "Tous les genres",
  "filter_language": "Langue",
  "filter_author": "Auteur",
  "filter_author_placeholder": "p. ex. Rowling",
  "filter_all_languages": "Toutes les langues",
  "filter_available": "Disponibles maintenant",
  "search_results": "Résultats de la recherche",
  "matches_one": "{count} livre correspond",
  "matches_other": "{count} livres correspondent",
  "no_matches": "Aucun livre ne correspond. Vérifiez l'orthographe, essayez moins de mots ou parcourez les auteurs et les genres.",
  "available": "Disponible",
  "reserved": "Réservé au suivant dans la file",
  "on_loan": "Prêté — retour prévu le {date}",
  "due_today": "Prêté — à rendre aujourd’hui",
  "overdue": "En retard — à rendre le {date}",
  "missing": "Perdu",
  "not_yet_added": "Arrive à la bibliothèque le {date}",
  "waiting_one": "{count} en attente : demandez à rejoindre la file",
  "waiting_other": "{count} en attente : demandez à rejoindre la file",
  "cover_of": "Couverture de {title}",
  "by": "de",
  "holder": "Chez {name} en ce moment",
  "owner": "Prêté par {name}",
  "borrow": "Emprunter",
  "suggest_edit": "Proposer une correction",
  "borrow_form_hint": "Le bouton ouvre le formulaire d'emprunt de la bibliothèque sur {forge} avec ce livre déjà indiqué : envoyez-le, la bibliothèque vous répond sur place.",
  "new_file_hint": "Le bouton ouvre une demande d'emprunt préremplie sur {forge} : indiquez votre identifiant de membre dans « borrower » et dans le nom du fichier, puis proposez la modification.",
  "queue_hint_reserved": "Il est réservé au suivant dans la file : votre demande rejoint la liste d'attente.",
  "queue_hint_passed": "Les personnes en attente ne peuvent pas le prendre pour l'instant : il est à vous si vous le demandez maintenant.",
  "queue_hint": "Le livre n'est pas en rayon en ce moment : votre demande rejoint la liste d'attente.",
  "isbn": "ISBN",
  "publisher": "Éditeur",
  "published": "Publication",
  "pages": "Pages",
  "language": "Langue",
  "condition": "État",
  "genres": "Genres",
  "added": "Dans la bibliothèque depuis le",
  "authors_title": "Auteurs",
  "genres_title": "Genres",
  "new_title": "Nouveaux livres",
  "new_intro_one": "La dernière arrivée.",
  "new_intro_other": "Les {count} arrivées les plus récentes, la plus récente d'abord.",
  "follow_feed": "Les suivre par flux.",
  "books_one": "{count} livre",
  "books_other": "{count} livres",
  "sort_label": "Trier par",
  "sort_title": "Titre",
  "sort_author": "Auteur",
  "sort_newest": "Plus récents",
  "by_author_title": "Catalogue par auteur",
  "paging_label": "Pages",
  "paging_previous": "Précédente",
  "paging_next": "Suivante",
  "paging_page": "Page {page} sur {count}",
  "not_found_title": "Introuvable",
  "not_found_heading": "Cette page n'est pas en rayon",
  "not_found_text": "Le livre ou la page que vous cherchez n'est pas ici. Il a peut-être été retiré, ou le lien est mal écrit.",
  "browse_catalog": "Parcourir le catalogue",
  "reports_title": "À rendre et en retard",
  "reports_as_of": "Au {date}.",
  "reports_overdue": "En retard",
  "reports_due_soon": "À rendre bientôt",
  "reports_book": "Livre",
  "reports_borrower": "Emprunteur",
  "reports_due": "À rendre le",
  "reports_days_overdue": "Jours de retard",
  "reports_days_left": "Jours restants",
  "reports_nothing_overdue": "Rien n'est en retard.",
  "reports_nothing_due_one": "Rien n'est à rendre dans la prochaine journée.",
  "reports_nothing_due_other": "Rien n'est à rendre dans les {count} prochains jours.",
  "reply_sorry": "Désolé : {reason} Rien n’a été enregistré.",
  "reply_unknown_login": "Désolé {login} : aucun membre de {library} n’a l’identifiant GitHub {login_code} dans sa fiche, je ne sais donc pas qui demande. Rien n’a été enregistré.\n\nSi vous êtes membre, demandez à un bibliothécaire d’ajouter votre identifiant GitHub à votre fiche, puis redemandez. Pour devenir membre, adressez-vous à un bibliothécaire.",
  "reply_no_book_given": "le champ **{field}** est vide : indiquez le titre du livre, la fin de l’adresse de sa page ou son ISBN.",
  "reply_no_such_book": "il n’y a pas de livre {input} au catalogue. Indiquez son titre tel que le catalogue l’affiche, la fin de l’adresse de sa page ou son ISBN.",
  "reply_did_you_mean": "Vouliez-vous dire *{title}* ?",
  "reply_ambiguous_book": "{input} correspond à {count} livres ({choices}). Indiquez la fin de l’adresse de la page de celui que vous voulez.",
  "reply_no_such_member": "il n’y a pas de membre {input}. Indiquez son identifiant GitHub, son identifiant ou son nom.",
  "reply_not_found": "je n’ai pas trouvé à quoi cela se rapporte.",
  "reply_which_loan": "*{title}* a plus d’un prêt qui pourrait correspondre : un bibliothécaire peut l’enregistrer.",
  "reply_which_loan_generic": "cela pourrait désigner plus d’un enregistrement : un bibliothécaire peut l’enregistrer.",
  "reply_rules_generic": "cela ne concorderait pas avec les registres de la bibliothèque ; un bibliothécaire peut regarder.",
  "reply_note_too_long": "la note fait {count} caractères ; la bibliothèque en garde au plus {max} : raccourcissez-la et demandez à nouveau.",
  "reply_note_contact": "la note semble contenir des coordonnées (une adresse e-mail ou un numéro de téléphone), qui ne sont jamais écrites dans les registres publics de la bibliothèque : demandez à nouveau sans elles ; les bibliothécaires gardent les coordonnées des membres en privé.",
  "reply_settings_broken": "le fichier de réglages de la bibliothèque (`content/library.json`) ne peut pas être lu pour l'instant, donc rien ne peut être enregistré ; un bibliothécaire doit le corriger. Redemandez une fois qu'il est corrigé.",
  "reply_no_request": "*{title}* n’a pas de demande ouverte qui pourrait correspondre.",
  "reply_not_out": "*{title}* n’est pas prêté ici.",
  "reply_out_to_another": "*{title}* est prêté à un autre membre, à rendre le {date}.",
  "reply_no_loan_here": "ce ticket n’a pas de prêt à lui : nommez le livre après la commande, par exemple {command}.",
  "reply_lent_where": "pour enregistrer un prêt, commentez `/lent` sur le ticket d’emprunt du membre, ou utilisez le formulaire « J’ai prêté mon livre ».",
  "reply_not_in_catalogue": "ce livre n’est pas au catalogue.",
  "reply_not_yet_added": "*{title}* arrive à la bibliothèque le {date} ; vous pourrez le demander à partir de là.",
  "reply_withdrawn": "*{title}* a quitté la bibliothèque et ne peut plus être emprunté.",
  "reply_not_a_member": "{name} n’est pas membre de la bibliothèque aujourd’hui.",
  "reply_own_book": "*{title}* est votre propre livre.",
  "reply_holding_already": "vous avez déjà *{title}*.",
  "reply_waiting_already": "vous êtes déjà dans la file d’attente de *{title}*.",
  "reply_own_book_for": "*{title}* est un livre de {name}.",
  "reply_holding_already_for": "{name} a déjà *{title}*.",
  "reply_holding_already_private_for": "{name} ne peut pas demander *{title}* maintenant : ses propres emprunts disent pourquoi.",
  "reply_waiting_already_for": "{name} est déjà dans la file d’attente de *{title}*.",
  "reply_rights_owner": "seuls l’emprunteur, le propriétaire du livre ou un bibliothécaire peuvent le faire.",
  "reply_rights_librarian": "seul un bibliothécaire ou le propriétaire du livre peut le demander pour un autre membre.",
  "reply_rights_lend": "seuls le propriétaire de *{title}* ({owner}) ou un bibliothécaire peuvent enregistrer qu’il a été remis.",
  "reply_renewal_limit_one": "ce prêt a été renouvelé autant que la bibliothèque le permet ({count} fois) : le livre devrait revenir.",
  "reply_renewal_limit_other": "ce prêt a été renouvelé autant que la bibliothèque le permet ({count} fois) : le livre devrait revenir.",
  "reply_renew_late": "*{title}* était à rendre le {date}, et un renouvellement maintenant le laisserait en retard : rendez-le, ou voyez avec un bibliothécaire pour une nouvelle date.",
  "reply_renew_waiting": "*{title}* ne peut pas être renouvelé : un autre membre l'attend. Merci de le rendre d'ici le {date} ; s'il vous faut plus de temps, voyez avec un bibliothécaire.",
  "reply_hold_ended": "Le délai pour retirer *{title}* est passé : cette demande a pris fin le {date} et le livre va au membre suivant dans la file. Si vous le voulez encore, refaites une demande.",
  "reply_turned_down_by": "refusée par {name}",
  "reply_rule_out": "Le livre est prêté.",
  "reply_rule_limit": "Ce serait plus de livres à la fois que la bibliothèque n’en prête à un membre.",
  "reply_rule_own": "Un membre ne peut pas emprunter son propre livre.",
  "reply_rule_member": "L’emprunteur n’est pas membre ce jour-là.",
  "reply_rule_duplicate": "Le même membre a déjà demandé ce livre (ou l’a déjà).",
  "reply_rule_blocked": "L’emprunteur a un livre en retard, qui doit revenir d’abord.",
  "reply_rule_catalogue": "Le livre n’est pas au catalogue ce jour-là.",
  "reply_rule_renewals": "Le prêt a été renouvelé autant que la bibliothèque le permet.",
  "reply_rule_dates": "Les dates ne seraient pas dans l’ordre.",
  "reply_the_library": "la bibliothèque",
  "reply_the_owner": "son propriétaire",
  "reply_a_member": "un membre",
  "reply_for_member": "Pour {name} :",
  "reply_request_recorded": "Votre demande pour *{title}* est enregistrée ({date}).",
  "reply_request_recorded_for": "La demande pour *{title}* est enregistrée pour {name} ({date}).",
  "reply_your_turn": "Il est en rayon et c’est votre tour : {owner} vous le remettra.",
  "reply_collect_within_one": "Venez le chercher sous {count} jour.",
  "reply_collect_within_other": "Venez le chercher sous {count} jours.",
  "reply_queue_out": "Vous êtes numéro {place} dans la file ; il est prêté jusqu’au {date}.",
  "reply_queue_out_holder": "Vous êtes numéro {place} dans la file ; {holder} l’a jusqu’au {date}.",
  "reply_queue_out_overdue": "Vous êtes numéro {place} dans la file ; il devait revenir le {date} et n’est pas encore revenu.",
  "reply_queue_out_holder_overdue": "Vous êtes numéro {place} dans la file ; {holder} l’a, il devait revenir le {date} et n’est pas encore revenu.",
  "reply_queue_lost": "Le livre est introuvable pour l’instant ; vous êtes numéro {place} dans la file s’il réapparaît.",
  "reply_queue_shelf": "Vous êtes numéro {place} dans la file : le livre est en rayon, réservé au membre avant vous.",
  "reply_queue_shelf_passed": "Vous êtes numéro {place} dans la file ; le livre est en rayon.",
  "reply_queue_shelf_other": "Vous êtes numéro {place} dans la file ; le livre est en rayon, réservé à un autre membre de la file.",
  "reply_returned_next_member": "C’est au tour du membre suivant de la file : {owner} le lui remettra.",
  "reply_at_limit_one": "Vous avez {count} livre, le maximum que la bibliothèque prête à la fois : vous gardez votre place, et le livre passe au membre suivant jusqu’au retour du vôtre.",
  "reply_at_limit_other": "Vous avez {count} livres, le maximum que la bibliothèque prête à la fois : vous gardez votre place, et le livre passe au membre suivant jusqu’au retour de l’un des vôtres.",
  "reply_blocked_overdue": "Vous avez un livre en retard : vous gardez votre place, mais le livre passe au membre suivant jusqu’au retour du vôtre.",
  "reply_request_next": "Vous serez prévenu ici quand ce sera votre tour. Vous avez changé d’avis ? Commentez `/cancel`.",
  "reply_owner_hand_over": "{owner}, *{title}* est votre livre : remettez-le, puis commentez `/lent` ici.",
  "reply_owner_queued": "{owner}, quelqu’un a rejoint la file d’attente de votre livre *{title}*.",
  "reply_librarians_hand_over": "{librarians}, *{title}* appartient à la bibliothèque : merci de le remettre, puis de commenter `/lent` ici.",
  "reply_librarians_queued": "{librarians}, quelqu'un a rejoint la file d'attente du livre de la bibliothèque *{title}*.",
  "reply_lent": "*{title}* est enregistré comme prêté à {borrower} le {date}, à rendre le **{due}**.",
  "reply_lent_next": "Pour le renouveler, commentez `/renew` ici ; quand il est rendu à son propriétaire, `/return`.",
  "reply_lent_next_issue": "Pour le prolonger, commentez `/renew` sur {issue}, où il a été demandé ; quand il est revenu chez son propriétaire, `/return` au même endroit.",
  "reply_renewed": "*{title}* est renouvelé ({date}) : il est maintenant à rendre le **{due}**.",
  "reply_lost": "*{title}* est enregistré comme perdu ({date}). S’il réapparaît, commentez `/return` ici.",
  "reply_cancelled": "La demande pour *{title}* est retirée ({date}).",
  "reply_voided": "La demande pour *{title}* a été enregistrée par erreur et est annulée ; redemandez-le si vous le voulez toujours.",
  "reply_rejected": "La demande de {member} pour *{title}* est refusée ({date}).",
  "reply_returned": "Merci : *{title}* est enregistré comme rendu ({date}).",
  "reply_returned_next": "{next}, c’est votre tour : {owner} vous le remettra.",
  "reply_returned_waiting": "Des membres l’attendent ; il ira au premier qui peut le prendre.",
  "reply_returned_shelf": "Personne ne l’attend : il est de retour en rayon.",
  "reply_owner_back": "{owner}, votre livre *{title}* vous est revenu.",
  "date_short": "{day} {month}",
  "badge_reserved": "Réservé",
  "badge_due": "Retour {date}",
  "badge_due_today": "Retour aujourd’hui",
  "badge_overdue": "En retard",
  "badge_missing": "Perdu",
  "badge_coming": "Dès le {date}",
  "badge_waiting_one": "{count} en attente",
  "badge_waiting_other": "{count} en attente",
  "join_queue_one": "Rejoindre la file ({count} devant vous)",
  "join_queue_other": "Rejoindre la file ({count} devant vous)",
  "join_queue_first": "Rejoindre la file (personne devant vous)",
  "renew": "Prolonger",
  "return": "Rendre",
  "no_action_lost": "Cet exemplaire est perdu : on ne peut pas le demander. Si vous le retrouvez, prévenez un bibliothécaire.",
  "no_action_owner_left": "Son propriétaire a quitté la bibliothèque : il ne peut pas être emprunté.",
  "no_action_coming": "On pourra le demander dès son arrivée à la bibliothèque, le {date}.",
  "actions_label": "Emprunt",
  "actions_out_hint": "Vous l’avez ? Prolongez-le ou signalez son retour :",
  "desk_heading": "Pas de compte {forge} ?",
  "desk_heading_plain": "Emprunter sans compte",
  "desk_intro": "Demandez à l’accueil de la bibliothèque, un bibliothécaire l’enregistre pour vous :",
  "desk_email": "Écrire à l’accueil",
  "desk_whatsapp": "WhatsApp à l’accueil",
  "desk_subject": "Emprunt de « {title} »",
  "desk_message": "Bonjour ! J’aimerais emprunter « {title} » de {author} ({url}). Mon nom et mon appartement :",
  "desk_message_queue": "Bonjour ! J’aimerais rejoindre la file pour « {title} » de {author} ({url}). Mon nom et mon appartement :",
  "loan_terms_one": "Un prêt dure {days} jours ; il peut être prolongé une fois.",
  "loan_terms_other": "Un prêt dure {days} jours ; il peut être prolongé {count} fois.",
  "loan_terms_none": "Un prêt dure {days} jours et ne peut pas être prolongé.",
  "collect_from": "Vous le prenez chez {name} et le lui rendez.",
  "collect_from_owner": "Vous le prenez chez son propriétaire et le lui rendez.",
  "collect_from_library": "Vous le prenez sur l’étagère de la bibliothèque et l’y remettez.",
  "more_by": "Du même auteur : {name}",
  "more_in": "Aussi en {name}",
  "search_title": "Recherche",
  "search_button": "Chercher",
  "header_search_label": "Chercher dans le catalogue",
  "search_needs_script": "La recherche demande JavaScript ; parcourez plutôt :",
  "did_you_mean": "Vouliez-vous dire {words} ?",
  "search_unavailable": "La recherche n’a pas pu charger son index : ouvrez le site depuis un serveur web (libgen serve), pas comme un fichier.",
  "search_page": "Page {page} sur {count}",
  "search_previous": "Précédente",
  "search_next": "Suivante",
  "cover_placeholder": "Sans couverture",
  "condition_new": "Neuf",
  "condition_like-new": "Comme neuf",
  "condition_good": "Bon",
  "condition_fair": "Correct",
  "condition_worn": "Usé",
  "labels_title": "Étiquettes d’étagère",
  "labels_scan": "Scannez pour emprunter",
  "nav_menu": "Menu",
  "language_ar": "arabe",
  "language_bn": "bengali",
  "language_de": "allemand",
  "language_en": "anglais",
  "language_es": "espagnol",
  "language_fa": "persan",
  "language_fr": "français",
  "language_gu": "gujarati",
  "language_he": "hébreu",
  "language_hi": "hindi",
  "language_it": "italien",
  "language_ja": "japonais",
  "language_kn": "kannada",
  "language_ml": "malayalam",
  "language_mr": "marathi",
  "language_nl": "néerlandais",
  "language_pa": "pendjabi",
  "language_pt": "portugais",
  "language_ru": "russe",
  "language_sa": "sanskrit",
  "language_ta": "tamoul",
  "language_te": "télougou",
  "language_ur": "ourdou",
  "language_zh": "chinois"
}

"""##,
        "strings/hi.json": ##"""
{
  "date": "{day} {month} {year}",
  "months": ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्तू॰", "नव॰", "दिस॰"],
  "skip_to_content": "सामग्री पर जाएँ",
  "nav_label": "मुख्य",
  "nav_catalog": "सूची",
  "nav_new": "नई",
  "nav_authors": "लेखक",
  "nav_genres": "विधाएँ",
  "nav_reports": "वापसी और विलंब",
  "feed_title": "{name}: नई किताबें",
  "footer_as_of": "{date} की उपलब्धता।",
  "footer_feed": "नई किताबों की फ़ीड",
  "footer_repository": "पुस्तकालय की रिपॉज़िटरी",
  "stats_label": "आँकड़ों में पुस्तकालय",
  "stat_books": "किताबें",
  "stat_books_one": "किताब",
  "stat_books_other": "किताबें",
  "stat_available": "शेल्फ़ पर",
  "stat_available_one": "शेल्फ़ पर",
  "stat_available_other": "शेल्फ़ पर",
  "stat_on_loan": "उधार पर",
  "stat_on_loan_one": "उधार पर",
  "stat_on_loan_other": "उधार पर",
  "stat_lost": "गुम",
  "stat_lost_one": "गुम",
  "stat_lost_other": "गुम",
  "stat_members": "सदस्य",
  "stat_members_one": "सदस्य",
  "stat_members_other": "सदस्य",
  "featured": "विशेष",
  "recent": "हाल में आईं",
  "all_new": "सभी नई किताबें",
  "catalog": "सूची",
  "search_label": "शीर्षक, लेखक, विधा या ISBN से खोजें",
  "search_placeholder": "जैसे “Ishiguro” या “fantasy”",
  "filter_genre": "विधा",
  "filter_all_genres": "सभी विधाएँ",
  "filter_language": "भाषा",
  "filter_author": "लेखक",
  "filter_author_placeholder": "जैसे Rowling",
  "filter_all_languages": "सभी भाषाएँ",
  "filter_available": "अभी उपलब्ध",
  "search_results": "खोज के परिणाम",
  "matches_one": "{count} किताब मिली",
  "matches_other": "{count} किताबें मिलीं",
  "no_matches": "कोई किताब नहीं मिली। वर्तनी जाँचें, कम शब्द आज़माएँ, या लेखकों और विधाओं में देखें।",
  "available": "उपलब्ध",
  "reserved": "कतार में अगले सदस्य के लिए आरक्षित",
  "on_loan": "उधार पर — {date} तक वापसी",
  "due_today": "उधार पर — आज वापसी",
  "overdue": "विलंबित — {date} को लौटानी थी",
  "missing": "गुम",
  "not_yet_added": "{date} से पुस्तकालय में",
  "waiting_one": "{count} प्रतीक्षा में: कतार में जुड़ सकते हैं",
  "waiting_other": "{count} प्रतीक्षा में: कतार में जुड़ सकते हैं",
  "cover_of": "{title} का आवरण",
  "by": "लेखक:",
  "holder": "अभी {name} के पास",
  "owner": "{name} द्वारा साझा",
  "borrow": "उधार लें",
  "suggest_edit": "सुधार सुझाएँ",
  "borrow_form_hint": "बटन {forge} पर पुस्तकालय का उधार फ़ॉर्म इस किताब के साथ खोलता है: उसे भेजें, पुस्तकालय वहीं जवाब देगा।",
  "new_file_hint": "बटन {forge} पर पहले से भरा उधार अनुरोध खोलता है: “borrower” में और फ़ाइल के नाम में अपनी सदस्य आईडी लिखें, और बदलाव प्रस्तावित करें।",
  "queue_hint_reserved": "यह कतार में अगले सदस्य के लिए रखी है, इसलिए आपका अनुरोध प्रतीक्षा सूची में जुड़ेगा।",
  "queue_hint_passed": "प्रतीक्षा कर रहे सदस्य अभी इसे नहीं ले सकते, इसलिए अभी माँगें तो यह आपका है।",
  "queue_hint": "किताब अभी शेल्फ़ पर नहीं है, इसलिए आपका अनुरोध प्रतीक्षा सूची में जुड़ेगा।",
  "isbn": "ISBN",
  "publisher": "प्रकाशक",
  "published": "प्रकाशन वर्ष",
  "pages": "पृष्ठ",
  "language": "भाषा",
  "condition": "स्थिति",
  "genres": "विधाएँ",
  "added": "पुस्तकालय में कब से",
  "authors_title": "लेखक",
  "genres_title": "विधाएँ",
  "new_title": "नई किताबें",
  "new_intro_one": "सबसे नई किताब।",
  "new_intro_other": "सबसे हाल की {count} किताबें, सबसे नई पहले।",
  "follow_feed": "फ़ीड से जुड़ें।",
  "books_one": "{count} किताब",
  "books_other": "{count} किताबें",
  "sort_label": "क्रम",
  "sort_title": "शीर्षक",
  "sort_author": "लेखक",
  "sort_newest": "सबसे नई",
  "by_author_title": "लेखक के क्रम में सूची",
  "paging_label": "पृष्ठ",
  "paging_previous": "पिछला",
  "paging_next": "अगला",
  "paging_page": "पृष्ठ {page} / {count}",
  "not_found_title": "नहीं मिला",
  "not_found_heading": "यह पृष्ठ शेल्फ़ पर नहीं है",
  "not_found_text": "आप जो किताब या पृष्ठ ढूँढ रहे थे वह यहाँ नहीं है। हो सकता है वह हटा दी गई हो, या लिंक में टाइपिंग की ग़लती हो।",
  "browse_catalog": "सूची देखें",
  "reports_title": "वापसी और विलंब",
  "reports_as_of": "{date} तक।",
  "reports_overdue": "विलंबित",
  "reports_due_soon": "जल्द लौटानी हैं",
  "reports_book": "किताब",
  "reports_borrower": "उधारकर्ता",
  "reports_due": "वापसी की तारीख़",
  "reports_days_overdue": "विलंब के दिन",
  "reports_days_left": "बचे दिन",
  "reports_nothing_overdue": "कुछ भी विलंबित नहीं है।",
  "reports_nothing_due_one": "अगले {count} दिन में कुछ भी लौटाना नहीं है।",
  "reports_nothing_due_other": "अगले {count} दिनों में कुछ भी लौटाना नहीं है।",
  "reply_sorry": "क्षमा करें: {reason} कुछ दर्ज नहीं किया गया।",
  "reply_unknown_login": "क्षमा करें {login}, {library} के किसी सदस्य की फ़ाइल में GitHub नाम {login_code} नहीं है, इसलिए पता नहीं चल रहा कि कौन पूछ रहा है। कुछ दर्ज नहीं किया गया।\n\nयदि आप सदस्य हैं, तो किसी लाइब्रेरियन से अपनी सदस्य फ़ाइल में अपना GitHub नाम जुड़वाएँ और फिर से पूछें। सदस्य बनना हो तो किसी लाइब्रेरियन से बात करें।",
  "reply_no_book_given": "**{field}** खाली है: किताब का शीर्षक, उसके पृष्ठ के पते का अंतिम भाग या ISBN लिखें।",
  "reply_no_such_book": "सूची में {input} नाम की कोई किताब नहीं है। शीर्षक वैसा लिखें जैसा सूची में है, या पृष्ठ के पते का अंतिम भाग, या ISBN।",
  "reply_did_you_mean": "क्या आपका मतलब *{title}* था?",
  "reply_ambiguous_book": "{input} से {count} किताबें मिलती हैं ({choices})। जिसे आप चाहते हैं, उसके पृष्ठ के पते का अंतिम भाग लिखें।",
  "reply_no_such_member": "{input} नाम का कोई सदस्य नहीं है। उनका GitHub नाम, पहचान या नाम लिखें।",
  "reply_not_found": "यह किस बारे में है, मुझे नहीं मिला।",
  "reply_which_loan": "*{title}* के एक से अधिक उधार हो सकते हैं: कोई लाइब्रेरियन इसे दर्ज कर सकता है।",
  "reply_which_loan_generic": "इससे एक से अधिक रिकॉर्ड समझे जा सकते हैं: कोई लाइब्रेरियन इसे दर्ज कर सकता है।",
  "reply_rules_generic": "यह पुस्तकालय के रिकॉर्ड से मेल नहीं खाएगा; कोई लाइब्रेरियन इसे देख सकता है।",
  "reply_note_too_long": "नोट {count} अक्षरों का है; पुस्तकालय अधिकतम {max} अक्षर रखता है: इसे छोटा करके फिर से पूछें।",
  "reply_note_contact": "नोट में संपर्क विवरण (ई-मेल पता या फ़ोन नंबर) लगता है, जो पुस्तकालय के सार्वजनिक रिकॉर्ड में कभी नहीं लिखे जाते: इनके बिना फिर से पूछें; लाइब्रेरियन सदस्यों के संपर्क निजी रखते हैं।",
  "reply_settings_broken": "पुस्तकालय की सेटिंग्स फ़ाइल (`content/library.json`) अभी पढ़ी नहीं जा सकती, इसलिए कुछ भी दर्ज नहीं हो सकता; किसी लाइब्रेरियन को इसे ठीक करना होगा। ठीक होने के बाद फिर से पूछें।",
  "reply_no_request": "*{title}* के लिए ऐसा कोई खुला अनुरोध नहीं है।",
  "reply_not_out": "*{title}* यहाँ उधार पर नहीं है।",
  "reply_out_to_another": "*{title}* किसी और सदस्य को उधार दी गई है, लौटाने की तारीख़ {date}।",
  "reply_no_loan_here": "इस इश्यू का अपना कोई उधार नहीं है: आदेश के बाद किताब का नाम लिखें, जैसे {command}।",
  "reply_lent_where": "उधार दर्ज करने के लिए सदस्य के उधार इश्यू पर `/lent` लिखें, या \"मैंने अपनी किताब उधार दी\" फ़ॉर्म भरें।",
  "reply_not_in_catalogue": "यह किताब सूची में नहीं है।",
  "reply_not_yet_added": "*{title}* {date} को पुस्तकालय में आएगी; तब से आप इसे माँग सकते हैं।",
  "reply_withdrawn": "*{title}* पुस्तकालय से हटा दी गई है और अब उधार नहीं ली जा सकती।",
  "reply_not_a_member": "{name} आज पुस्तकालय के सदस्य नहीं हैं।",
  "reply_own_book": "*{title}* आपकी अपनी किताब है।",
  "reply_holding_already": "*{title}* पहले से आपके पास है।",
  "reply_waiting_already": "आप *{title}* की कतार में पहले से हैं।",
  "reply_own_book_for": "*{title}* {name} की अपनी किताब है।",
  "reply_holding_already_for": "*{title}* पहले से {name} के पास है।",
  "reply_holding_already_private_for": "{name} अभी *{title}* नहीं माँग सकते: उनके अपने उधार बताते हैं कि क्यों।",
  "reply_waiting_already_for": "{name} *{title}* की कतार में पहले से हैं।",
  "reply_rights_owner": "यह केवल उधार लेने वाले, किताब के मालिक या लाइब्रेरियन कर सकते हैं।",
  "reply_rights_librarian": "किसी दूसरे सदस्य के लिए किताब केवल लाइब्रेरियन या किताब के मालिक माँग सकते हैं।",
  "reply_rights_lend": "*{title}* सौंपे जाने को केवल उसके मालिक ({owner}) या कोई लाइब्रेरियन दर्ज कर सकते हैं।",
  "reply_renewal_limit_one": "इस उधार का नवीनीकरण पुस्तकालय की सीमा तक ({count} बार) हो चुका है: किताब लौटनी चाहिए।",
  "reply_renewal_limit_other": "इस उधार का नवीनीकरण पुस्तकालय की सीमा तक ({count} बार) हो चुका है: किताब लौटनी चाहिए।",
  "reply_renew_late": "*{title}* {date} को लौटानी थी, और अब नवीनीकरण के बाद भी वह देर से ही रहेगी: कृपया उसे लौटाएँ, या नई तारीख़ के लिए किसी लाइब्रेरियन से बात करें।",
  "reply_renew_waiting": "*{title}* का नवीनीकरण नहीं हो सकता: कोई और सदस्य उसकी प्रतीक्षा कर रहा है। कृपया उसे {date} तक लौटाएँ; अधिक समय चाहिए तो किसी लाइब्रेरियन से बात करें।",
  "reply_hold_ended": "*{title}* लेने का समय बीत गया, इसलिए यह अनुरोध {date} को समाप्त हुआ और किताब कतार में अगले सदस्य को जाती है। अगर आप अब भी चाहते हैं, तो फिर से अनुरोध करें।",
  "reply_turned_down_by": "{name} द्वारा अस्वीकृत",
  "reply_rule_out": "किताब उधार पर है।",
  "reply_rule_limit": "यह एक सदस्य को एक साथ मिलने वाली किताबों की सीमा से अधिक होगा।",
  "reply_rule_own": "कोई सदस्य अपनी ही किताब उधार नहीं ले सकता।",
  "reply_rule_member": "उधार लेने वाले उस दिन सदस्य नहीं हैं।",
  "reply_rule_duplicate": "इसी सदस्य ने यह किताब पहले ही माँगी है (या उनके पास है)।",
  "reply_rule_blocked": "उधार लेने वाले के पास एक देर से लौटने वाली किताब है, जिसे पहले लौटना होगा।",
  "reply_rule_catalogue": "उस दिन यह किताब सूची में नहीं है।",
  "reply_rule_renewals": "इस उधार का नवीनीकरण पुस्तकालय की सीमा तक हो चुका है।",
  "reply_rule_dates": "तारीख़ें सही क्रम में नहीं होंगी।",
  "reply_the_library": "पुस्तकालय",
  "reply_the_owner": "मालिक",
  "reply_a_member": "एक सदस्य",
  "reply_for_member": "{name} के लिए:",
  "reply_request_recorded": "*{title}* के लिए आपका अनुरोध दर्ज है ({date})।",
  "reply_request_recorded_for": "*{title}* का अनुरोध {name} के लिए दर्ज है ({date})।",
  "reply_your_turn": "किताब शेल्फ़ पर है और आपकी बारी है: {owner} आपको देंगे।",
  "reply_collect_within_one": "कृपया {count} दिन के भीतर ले लें।",
  "reply_collect_within_other": "कृपया {count} दिनों के भीतर ले लें।",
  "reply_queue_out": "कतार में आपका नंबर {place} है; किताब {date} तक उधार पर है।",
  "reply_queue_out_holder": "कतार में आपका नंबर {place} है; {holder} के पास {date} तक है।",
  "reply_queue_out_overdue": "कतार में आपका नंबर {place} है; किताब {date} को लौटनी थी और अभी नहीं लौटी है।",
  "reply_queue_out_holder_overdue": "कतार में आपका नंबर {place} है; किताब {holder} के पास है, {date} को लौटनी थी और अभी नहीं लौटी है।",
  "reply_queue_lost": "किताब अभी गुम है; मिलने पर कतार में आपका नंबर {place} है।",
  "reply_queue_shelf": "कतार में आपका नंबर {place} है: किताब शेल्फ़ पर है, आपसे पहले वाले सदस्य के लिए रखी है।",
  "reply_queue_shelf_passed": "कतार में आपका नंबर {place} है; किताब शेल्फ़ पर है।",
  "reply_queue_shelf_other": "कतार में आपका नंबर {place} है; किताब शेल्फ़ पर है, कतार के किसी और सदस्य के लिए रखी है।",
  "reply_returned_next_member": "कतार में अगले सदस्य की बारी है: {owner} उन्हें किताब देंगे।",
  "reply_at_limit_one": "आपके पास {count} किताब है, जितनी पुस्तकालय एक साथ देता है: कतार में आपकी जगह बनी रहेगी, और आपकी किताब लौटने तक यह अगले सदस्य को जाएगी।",
  "reply_at_limit_other": "आपके पास {count} किताबें हैं, जितनी पुस्तकालय एक साथ देता है: कतार में आपकी जगह बनी रहेगी, और आपकी कोई किताब लौटने तक यह अगले सदस्य को जाएगी।",
  "reply_blocked_overdue": "आपकी एक किताब देर से लौटनी है: कतार में आपकी जगह बनी रहेगी, पर वह लौटने तक यह किताब अगले सदस्य को जाएगी।",
  "reply_request_next": "आपकी बारी आने पर यहीं बताया जाएगा। मन बदल गया? `/cancel` लिखें।",
  "reply_owner_hand_over": "{owner}, *{title}* आपकी किताब है: कृपया दे दें, फिर यहाँ `/lent` लिखें।",
  "reply_owner_queued": "{owner}, आपकी किताब *{title}* की कतार में कोई जुड़ा है।",
  "reply_librarians_hand_over": "{librarians}, *{title}* पुस्तकालय की किताब है: कृपया उसे सौंपें, फिर यहाँ `/lent` टिप्पणी करें।",
  "reply_librarians_queued": "{librarians}, किसी ने पुस्तकालय की किताब *{title}* की कतार में नाम जोड़ा है।",
  "reply_lent": "*{title}* {date} को {borrower} को उधार दर्ज है, लौटाने की तारीख़ **{due}**।",
  "reply_lent_next": "नवीनीकरण के लिए यहाँ `/renew` लिखें; मालिक को लौटाने पर `/return`।",
  "reply_lent_next_issue": "इसे बढ़ाने के लिए {issue} पर, जहाँ यह माँगी गई थी, `/renew` लिखें; जब यह अपने मालिक के पास लौट आए, तो वहीं `/return` लिखें।",
  "reply_renewed": "*{title}* का नवीनीकरण हुआ ({date}): अब लौटाने की तारीख़ **{due}** है।",
  "reply_lost": "*{title}* गुम दर्ज है ({date})। मिल जाए तो यहाँ `/return` लिखें।",
  "reply_cancelled": "*{title}* का अनुरोध वापस लिया गया ({date})।",
  "reply_voided": "*{title}* का अनुरोध ग़लती से दर्ज हुआ था और रद्द है; अगर आपको अब भी चाहिए तो फिर से माँगें।",
  "reply_rejected": "{member} का *{title}* का अनुरोध अस्वीकार हुआ ({date})।",
  "reply_returned": "धन्यवाद: *{title}* लौटाई गई दर्ज है ({date})।",
  "reply_returned_next": "{next}, आपकी बारी है: {owner} आपको देंगे।",
  "reply_returned_waiting": "सदस्य इसका इंतज़ार कर रहे हैं; यह पहले उस सदस्य को जाएगी जो इसे ले सकता है।",
  "reply_returned_shelf": "कोई इंतज़ार नहीं कर रहा: यह फिर शेल्फ़ पर है।",
  "reply_owner_back": "{owner}, आपकी किताब *{title}* आपके पास लौट आई है।",
  "date_short": "{day} {month}",
  "badge_reserved": "आरक्षित",
  "badge_due": "वापसी {date}",
  "badge_due_today": "आज वापसी",
  "badge_overdue": "विलंबित",
  "badge_missing": "गुम",
  "badge_coming": "{date} से",
  "badge_waiting_one": "{count} प्रतीक्षा में",
  "badge_waiting_other": "{count} प्रतीक्षा में",
  "join_queue_one": "कतार में जुड़ें (आगे {count})",
  "join_queue_other": "कतार में जुड़ें (आगे {count})",
  "join_queue_first": "कतार में जुड़ें (आगे कोई नहीं)",
  "renew": "अवधि बढ़ाएँ",
  "return": "लौटाएँ",
  "no_action_lost": "यह प्रति गुम है, इसलिए इसे माँगा नहीं जा सकता। मिल जाए तो किसी पुस्तकालयाध्यक्ष को बताएँ।",
  "no_action_owner_left": "इसके मालिक पुस्तकालय छोड़ चुके हैं, इसलिए इसे उधार नहीं लिया जा सकता।",
  "no_action_coming": "{date} को पुस्तकालय में आने के बाद इसे माँगा जा सकेगा।",
  "actions_label": "उधार",
  "actions_out_hint": "किताब आपके पास है? अवधि बढ़ाएँ या लौटाने की सूचना दें:",
  "desk_heading": "{forge} खाता नहीं है?",
  "desk_heading_plain": "बिना खाते के उधार लें",
  "desk_intro": "पुस्तकालय डेस्क से पूछें, कोई पुस्तकालयाध्यक्ष आपके लिए दर्ज कर देगा:",
  "desk_email": "डेस्क को ई-मेल",
  "desk_whatsapp": "डेस्क को WhatsApp",
  "desk_subject": "“{title}” उधार",
  "desk_message": "नमस्ते! मैं {author} की “{title}” उधार लेना चाहता/चाहती हूँ ({url})। मेरा नाम और फ़्लैट:",
  "desk_message_queue": "नमस्ते! मैं {author} की “{title}” की कतार में जुड़ना चाहता/चाहती हूँ ({url})। मेरा नाम और फ़्लैट:",
  "loan_terms_one": "उधार {days} दिन का है; इसे एक बार बढ़ाया जा सकता है।",
  "loan_terms_other": "उधार {days} दिन का है; इसे {count} बार बढ़ाया जा सकता है।",
  "loan_terms_none": "उधार {days} दिन का है और बढ़ाया नहीं जा सकता।",
  "collect_from": "आप इसे {name} से लेते हैं और उन्हें ही लौटाते हैं।",
  "collect_from_owner": "आप इसे इसके मालिक से लेते हैं और उन्हें ही लौटाते हैं।",
  "collect_from_library": "आप इसे पुस्तकालय की शेल्फ़ से लेते हैं और वहीं लौटाते हैं।",
  "more_by": "{name} की और किताबें",
  "more_in": "{name} में और",
  "search_title": "खोज",
  "search_button": "खोजें",
  "header_search_label": "सूची में खोजें",
  "search_needs_script": "खोज के लिए JavaScript चाहिए; इसके बजाय यहाँ देखें:",
  "did_you_mean": "क्या आपका मतलब {words} था?",
  "search_unavailable": "खोज अपना सूचकांक लोड नहीं कर सकी: साइट को फ़ाइल की तरह नहीं, किसी वेब सर्वर (libgen serve) से खोलें।",
  "search_page": "पृष्ठ {page} / {count}",
  "search_previous": "पिछला",
  "search_next": "अगला",
  "cover_placeholder": "आवरण नहीं",
  "condition_new": "नई",
  "condition_like-new": "लगभग नई",
  "condition_good": "अच्छी",
  "condition_fair": "ठीक-ठाक",
  "condition_worn": "घिसी हुई",
  "labels_title": "शेल्फ़ लेबल",
  "labels_scan": "उधार के लिए स्कैन करें",
  "nav_menu": "मेनू",
  "language_ar": "अरबी",
  "language_bn": "बांग्ला",
  "language_de": "जर्मन",
  "language_en": "अंग्रेज़ी",
  "language_es": "स्पेनिश",
  "language_fa": "फ़ारसी",
  "language_fr": "फ़्रेंच",
  "language_gu": "गुजराती",
  "language_he": "हिब्रू",
  "language_hi": "हिन्दी",
  "language_it": "इतालवी",
  "language_ja": "जापानी",
  "language_kn": "कन्नड़",
  "language_ml": "मलयालम",
  "language_mr": "मराठी",
  "language_nl": "डच",
  "language_pa": "पंजाबी",
  "language_pt": "पुर्तगाली",
  "language_ru": "रूसी",
  "language_sa": "संस्कृत",
  "language_ta": "तमिल",
  "language_te": "तेलुगु",
  "language_ur": "उर्दू",
  "language_zh": "चीनी"
}

"""##,
    ]
}

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

.stats { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin: 1rem 0 0; }
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
/* Phones: the navigation stays one line and scrolls sideways rather than taking a third of the screen. */
@media (max-width: 40rem) {
  .header-inner { gap: 0.1rem 1rem; padding-bottom: 0.25rem; }
  .site-nav { width: 100%; }
  .site-nav ul { flex-wrap: nowrap; overflow-x: auto; gap: 0 1rem; scrollbar-width: none; -webkit-overflow-scrolling: touch; }
  .site-nav li { flex: none; }
  .site-nav a { padding: 0.6rem 0; white-space: nowrap; }
}

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
  <li class="book-card" data-id="{{id}}" data-genres="{{genres_text}}" data-status="{{availability.status}}">
    <a class="book-link" href="{{root}}{{url}}">
      {{#cover_url}}<img class="thumb" src="{{root}}{{cover_url}}" alt="" loading="lazy" width="60" height="90">{{/cover_url}}{{^cover_url}}<span class="thumb placeholder" aria-hidden="true" style="--hue: {{hue}}">{{initials}}</span>{{/cover_url}}
      <span class="book-text">
        <span class="book-title" dir="auto">{{title}}</span>
        <span class="book-authors">{{authors_text}}</span>
        <span class="badge badge-{{availability.status}}{{#availability.is_overdue}} badge-overdue{{/availability.is_overdue}}">{{{availability.label_html}}}</span>{{#availability.waiting_label}} <span class="badge badge-waiting">{{availability.waiting_label}}</span>{{/availability.waiting_label}}
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
    {{#cover_url}}<img src="{{root}}{{cover_url}}" alt="{{cover_alt}}" width="300" height="450">{{/cover_url}}{{^cover_url}}<span class="cover placeholder" aria-hidden="true" style="--hue: {{hue}}">{{initials}}</span>{{/cover_url}}
  </div>
  <div class="book-main">
    <h1 dir="auto">{{title}}</h1>
    <p class="byline">{{t.by}} {{#authors}}<a href="{{root}}{{url}}">{{name}}</a>{{^last}}, {{/last}}{{/authors}}</p>
    <p class="availability">
      <span class="badge badge-{{availability.status}}{{#availability.is_overdue}} badge-overdue{{/availability.is_overdue}}">{{{availability.label_html}}}</span>{{#availability.waiting_label}} <span class="badge badge-waiting">{{availability.waiting_label}}</span>{{/availability.waiting_label}}
    </p>
    {{#holder_html}}<p class="holder">{{{holder_html}}}</p>{{/holder_html}}
    {{#owner_html}}<p class="owner">{{{owner_html}}}</p>{{/owner_html}}
    <div class="actions">
      {{#borrow_url}}<a class="button primary" href="{{borrow_url}}" rel="nofollow"{{#built_on}} data-built-on="{{built_on}}"{{/built_on}}>{{t.borrow}}</a>{{/borrow_url}}
      {{#edit_url}}<a class="button" href="{{edit_url}}" rel="nofollow">{{t.suggest_edit}}</a>{{/edit_url}}
    </div>
    {{#borrow_hint}}<p class="hint muted">{{borrow_hint}}{{^availability.is_available}} {{t.queue_hint}}{{/availability.is_available}}</p>{{/borrow_hint}}
    <dl class="details">
      {{#isbn}}<dt>{{t.isbn}}</dt><dd>{{isbn_hyphenated}}</dd>{{/isbn}}
      {{#publisher}}<dt>{{t.publisher}}</dt><dd>{{publisher}}</dd>{{/publisher}}
      {{#year}}<dt>{{t.published}}</dt><dd>{{year}}</dd>{{/year}}
      {{#pages}}<dt>{{t.pages}}</dt><dd>{{pages}}</dd>{{/pages}}
      {{#language}}<dt>{{t.language}}</dt><dd>{{language}}</dd>{{/language}}
      {{#condition}}<dt>{{t.condition}}</dt><dd>{{condition}}</dd>{{/condition}}
      {{#has_genres}}<dt>{{t.genres}}</dt><dd>{{#genres}}<a href="{{root}}{{url}}">{{name}}</a>{{^last}}, {{/last}}{{/genres}}</dd>{{/has_genres}}
      <dt>{{t.added}}</dt><dd>{{{added_html}}}</dd>
    </dl>
    {{#description_html}}<div class="prose description" dir="auto">{{{description_html}}}</div>{{/description_html}}
  </div>
</article>
{{/book}}
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
<feed xmlns="http://www.w3.org/2005/Atom"{{#site.base_url}} xml:base="{{site.base_url}}"{{/site.base_url}}>
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
  <form class="search" role="search" action="index.html" method="get" data-index="{{root}}search.json"
        data-one="{{t.matches_one}}" data-other="{{t.matches_other}}" data-none="{{t.no_matches}}" data-more="{{t.search_more}}"
        data-available="{{t.available}}" data-on-loan="{{t.stat_on_loan}}" data-lost="{{t.missing}}">
    <label for="search-query">{{t.search_label}}</label>
    <input id="search-query" type="search" name="q" autocomplete="off" placeholder="{{t.search_placeholder}}">
    <div class="filters">
      <span class="filter"><label for="search-genre">{{t.filter_genre}}</label>
      <select id="search-genre" name="genre">
        <option value="">{{t.filter_all_genres}}</option>
        {{#genres}}<option value="{{name}}" data-count="{{count}}">{{name}} ({{count}})</option>
        {{/genres}}
      </select></span>
      {{#has_languages}}<span class="filter"><label for="search-language">{{t.filter_language}}</label>
      <select id="search-language" name="language">
        <option value="">{{t.filter_all_languages}}</option>
        {{#languages}}<option value="{{name}}" data-count="{{count}}">{{name}} ({{count}})</option>
        {{/languages}}
      </select></span>{{/has_languages}}
      <span class="filter"><label for="search-author">{{t.filter_author}}</label>
      <input id="search-author" type="search" name="author" autocomplete="off" placeholder="{{t.filter_author_placeholder}}"></span>
      <label class="check"><input id="search-available" type="checkbox" name="available"> {{t.filter_available}} <span class="facet-count" data-count="{{counts.available}}">({{counts.available}})</span></label>
    </div>
    <p id="search-status" class="muted" role="status" aria-live="polite"></p>
  </form>
  <ul id="search-results" class="book-list" hidden></ul>
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
{{/canonical}}{{#description}}<meta name="description" content="{{description}}">
{{/description}}<link rel="stylesheet" href="{{root}}assets/style.css">
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
  "stat_available": "im Regal",
  "stat_on_loan": "ausgeliehen",
  "stat_lost": "vermisst",
  "stat_members": "Mitglieder",
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
  "search_more": "Die ersten {count} werden gezeigt; ein weiteres Wort grenzt die Suche ein.",
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
  "borrow_form_hint": "„Ausleihen“ öffnet das Ausleihformular der Bibliothek auf {forge} mit diesem Buch: Abschicken, und die Bibliothek antwortet dort.",
  "new_file_hint": "„Ausleihen“ öffnet eine vorausgefüllte Ausleihanfrage auf {forge}: Tragen Sie Ihre Mitglieds-ID bei „borrower“ und im Dateinamen ein und schlagen Sie die Änderung vor.",
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
  "reports_nothing_due": "In den nächsten {count} Tagen ist nichts fällig."
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
  "stat_available": "on the shelf",
  "stat_on_loan": "on loan",
  "stat_lost": "missing",
  "stat_members": "members",
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
  "search_more": "Showing the first {count}; add a word to narrow the search.",
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
  "borrow_form_hint": "“Borrow this” opens the library's borrow form on {forge} with this book filled in: send it, and the library answers on the issue.",
  "new_file_hint": "“Borrow this” opens a pre-filled loan request on {forge}: put your member id in “borrower” and in the file name, and propose the change.",
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
  "reports_nothing_due": "Nothing is due in the next {count} days."
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
  "stat_available": "en la estantería",
  "stat_on_loan": "prestados",
  "stat_lost": "perdidos",
  "stat_members": "socios",
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
  "search_more": "Se muestran los primeros {count}; añade una palabra para afinar la búsqueda.",
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
  "borrow_form_hint": "«Pedir prestado» abre el formulario de préstamo de la biblioteca en {forge} con este libro ya indicado: envíalo y la biblioteca responderá allí.",
  "new_file_hint": "«Pedir prestado» abre una solicitud de préstamo ya rellena en {forge}: pon tu identificador de socio en «borrower» y en el nombre del archivo, y propón el cambio.",
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
  "reports_nothing_due": "Nada vence en los próximos {count} días."
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
  "stat_available": "en rayon",
  "stat_on_loan": "prêtés",
  "stat_lost": "perdus",
  "stat_members": "membres",
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
  "search_more": "Les {count} premiers sont affichés ; ajoutez un mot pour affiner.",
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
  "borrow_form_hint": "« Emprunter » ouvre le formulaire d'emprunt de la bibliothèque sur {forge} avec ce livre déjà indiqué : envoyez-le, la bibliothèque vous répond sur place.",
  "new_file_hint": "« Emprunter » ouvre une demande d'emprunt préremplie sur {forge} : indiquez votre identifiant de membre dans « borrower » et dans le nom du fichier, puis proposez la modification.",
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
  "reports_nothing_due": "Rien n'est à rendre dans les {count} prochains jours."
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
  "stat_available": "शेल्फ़ पर",
  "stat_on_loan": "उधार पर",
  "stat_lost": "गुम",
  "stat_members": "सदस्य",
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
  "search_more": "पहली {count} दिखाई गई हैं; खोज सीमित करने के लिए एक शब्द और जोड़ें।",
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
  "borrow_form_hint": "“उधार लें” {forge} पर पुस्तकालय का उधार फ़ॉर्म इस किताब के साथ खोलता है: उसे भेजें, पुस्तकालय वहीं जवाब देगा।",
  "new_file_hint": "“उधार लें” {forge} पर पहले से भरा उधार अनुरोध खोलता है: “borrower” में और फ़ाइल के नाम में अपनी सदस्य आईडी लिखें, और बदलाव प्रस्तावित करें।",
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
  "reports_nothing_due": "अगले {count} दिनों में कुछ भी लौटाना नहीं है।"
}

"""##,
    ]
}

// Generated from templates/ by `LIBGEN_RECORD=1 swift test --filter BuiltInThemeTests`; do not edit.
// The built-in theme, compiled into the binary so that `libgen build` works from any folder.
enum BuiltInTheme {
    static let files: [String: String] = [
        "404.mustache": ##"""
{{<layout}}
{{$title}}Not found · {{site.name}}{{/title}}
{{$content}}
<h1>That page is not on the shelf</h1>
<p>The book or page you were looking for is not here. It may have been withdrawn, or the link may be mistyped.</p>
<p><a class="button primary" href="{{root}}index.html">Browse the catalog</a></p>
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
// libgen catalog search: filters the catalog list as you type. No dependencies.
// It reads search.json; where that cannot be fetched (a page opened from disk)
// it reads the same fields from the list's data attributes. Without
// JavaScript the full catalog list is simply shown.
(function () {
  "use strict";
  var list = document.getElementById("catalog");
  var query = document.getElementById("search-query");
  var genre = document.getElementById("search-genre");
  var available = document.getElementById("search-available");
  var status = document.getElementById("search-status");
  if (!list || !query) return;
  var items = Array.prototype.slice.call(list.querySelectorAll(".book-card"));
  var entries = items.map(function (item) {
    var title = item.querySelector(".book-title");
    var authors = item.querySelector(".book-authors");
    return {
      item: item,
      title: title ? title.textContent : "",
      text: fold([title ? title.textContent : "", authors ? authors.textContent : "", item.dataset.genres].join(" ")),
      genres: (item.dataset.genres || "").split(", "),
      available: item.dataset.status === "available"
    };
  });

  function fold(text) {
    return (text || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }

  function apply() {
    var words = fold(query.value).split(/\s+/).filter(Boolean);
    var wantGenre = genre ? genre.value : "";
    var onlyAvailable = available ? available.checked : false;
    var shown = 0;
    entries.forEach(function (entry) {
      var match = words.every(function (word) { return entry.text.indexOf(word) !== -1; }) &&
        (!wantGenre || entry.genres.indexOf(wantGenre) !== -1) &&
        (!onlyAvailable || entry.available);
      entry.item.hidden = !match;
      if (match) shown += 1;
    });
    var filtered = words.length || wantGenre || onlyAvailable;
    status.textContent = filtered ? (shown === 1 ? "1 book matches" : shown + " books match") : "";
  }

  function useIndex(index) {
    var byId = {};
    (index.books || []).forEach(function (book) { byId[book.id] = book; });
    entries.forEach(function (entry) {
      var book = byId[entry.item.dataset.id];
      if (!book) return;
      entry.text = fold([book.title, book.authors.join(" "), book.genres.join(" "), book.isbn || ""].join(" "));
      entry.genres = book.genres;
      entry.available = book.status === "available";
    });
    apply();
  }

  query.addEventListener("input", apply);
  if (query.form) query.form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  if (genre) genre.addEventListener("change", apply);
  if (available) available.addEventListener("change", apply);
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) query.value = params.get("q");
  apply();
  if (window.fetch && window.location.protocol !== "file:") {
    fetch(list.dataset.index || "search.json")
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (index) { if (index) useIndex(index); })
      .catch(function () { /* the data attributes already work */ });
  }
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
.skip-link { position: absolute; left: -999px; top: 0; background: var(--accent); color: var(--accent-text); padding: 0.5rem 1rem; z-index: 10; }
.skip-link:focus { left: 0.5rem; top: 0.5rem; }

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
.prose th, .prose td, table.report th, table.report td { border-bottom: 1px solid var(--line); padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; }
.prose blockquote { margin: 1rem 0; padding-left: 1rem; border-left: 3px solid var(--line); color: var(--muted); }
code { font-size: 0.9em; background: var(--surface); border: 1px solid var(--line); border-radius: 4px; padding: 0 0.25em; }

.stats { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin: 1rem 0 0; }
.stats li { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.4rem 0.75rem; color: var(--muted); }
.stats strong { color: var(--text); font-size: 1.1rem; }

.search { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.75rem; margin-bottom: 1rem; }
.search > label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
.search input[type="search"] { width: 100%; font: inherit; padding: 0.6rem 0.75rem; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--text); }
.filters { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin-top: 0.6rem; }
.filters select { font: inherit; padding: 0.35rem 0.5rem; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--text); max-width: 100%; }
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
.placeholder { display: flex; align-items: center; justify-content: center; background: hsl(var(--hue, 160) 35% 42%); color: #fff; font: 700 1.1rem/1 var(--serif); letter-spacing: 0.03em; }

.badge { display: inline-block; font-size: 0.8rem; font-weight: 600; border-radius: 999px; padding: 0.1rem 0.55rem; margin-top: 0.2rem; }
.badge-available { color: var(--available); background: var(--available-bg); }
.badge-on-loan { color: var(--onloan); background: var(--onloan-bg); }
.badge-lost { color: var(--lost); background: var(--lost-bg); }
.badge-waiting { color: var(--waiting); background: var(--waiting-bg); }

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

"""##,
        "author.mustache": ##"""
{{<layout}}
{{$title}}{{author.name}} · {{site.name}}{{/title}}
{{$content}}
<p class="crumbs"><a href="{{root}}authors/index.html">Authors</a></p>
<h1>{{author.name}}</h1>
{{> book-list}}
{{/content}}
{{/layout}}

"""##,
        "authors.mustache": ##"""
{{<layout}}
{{$title}}Authors · {{site.name}}{{/title}}
{{$content}}
<h1>Authors</h1>
<ul class="index-list">
{{#authors}}
  <li><a href="{{root}}{{url}}">{{name}}</a> <span class="count">{{count}}</span></li>
{{/authors}}
</ul>
{{/content}}
{{/layout}}

"""##,
        "book-card.mustache": ##"""
  <li class="book-card" data-id="{{id}}" data-genres="{{genres_text}}" data-status="{{availability.status}}">
    <a class="book-link" href="{{root}}{{url}}">
      {{#cover_url}}<img class="thumb" src="{{root}}{{cover_url}}" alt="" loading="lazy" width="60" height="90">{{/cover_url}}{{^cover_url}}<span class="thumb placeholder" aria-hidden="true" style="--hue: {{hue}}">{{initials}}</span>{{/cover_url}}
      <span class="book-text">
        <span class="book-title">{{title}}</span>
        <span class="book-authors">{{authors_text}}</span>
        <span class="badge badge-{{availability.status}}">{{availability.label}}</span>{{#availability.waiting_label}} <span class="badge badge-waiting">{{availability.waiting_label}}</span>{{/availability.waiting_label}}
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
    {{#cover_url}}<img src="{{root}}{{cover_url}}" alt="Cover of {{title}}" width="300" height="450">{{/cover_url}}{{^cover_url}}<span class="cover placeholder" aria-hidden="true" style="--hue: {{hue}}">{{initials}}</span>{{/cover_url}}
  </div>
  <div class="book-main">
    <h1>{{title}}</h1>
    <p class="byline">by {{#authors}}<a href="{{root}}{{url}}">{{name}}</a>{{^last}}, {{/last}}{{/authors}}</p>
    <p class="availability">
      <span class="badge badge-{{availability.status}}">{{availability.label}}</span>{{#availability.waiting_label}} <span class="badge badge-waiting">{{availability.waiting_label}}</span>{{/availability.waiting_label}}
    </p>
    {{#holder_name}}<p class="holder">With <strong>{{holder_name}}</strong> now</p>{{/holder_name}}
    {{#owner_name}}<p class="owner">Shared by <strong>{{owner_name}}</strong></p>{{/owner_name}}
    <div class="actions">
      {{#borrow_url}}<a class="button primary" href="{{borrow_url}}" rel="nofollow"{{#built_on}} data-built-on="{{built_on}}"{{/built_on}}>Borrow this</a>{{/borrow_url}}
      {{#edit_url}}<a class="button" href="{{edit_url}}" rel="nofollow">Suggest an edit</a>{{/edit_url}}
    </div>
    {{#borrow_form}}<p class="hint muted">“Borrow this” opens the library's borrow form on {{forge}} with this book filled in: send it, and the library answers on the issue.{{^availability.is_available}} The book is not on the shelf now, so your request joins the waiting list.{{/availability.is_available}}</p>{{/borrow_form}}
    {{#built_on}}<p class="hint muted">“Borrow this” opens a pre-filled loan request on {{forge}}: put your member id in <code>borrower</code> and in the file name, and propose the change.{{^availability.is_available}} The book is not on the shelf now, so your request joins the waiting list.{{/availability.is_available}}</p>{{/built_on}}
    <dl class="details">
      {{#isbn}}<dt>ISBN</dt><dd>{{isbn}}</dd>{{/isbn}}
      {{#publisher}}<dt>Publisher</dt><dd>{{publisher}}</dd>{{/publisher}}
      {{#year}}<dt>Published</dt><dd>{{year}}</dd>{{/year}}
      {{#pages}}<dt>Pages</dt><dd>{{pages}}</dd>{{/pages}}
      {{#language}}<dt>Language</dt><dd>{{language}}</dd>{{/language}}
      {{#condition}}<dt>Condition</dt><dd>{{condition}}</dd>{{/condition}}
      {{#has_genres}}<dt>Genres</dt><dd>{{#genres}}<a href="{{root}}{{url}}">{{name}}</a>{{^last}}, {{/last}}{{/genres}}</dd>{{/has_genres}}
      <dt>In the library since</dt><dd>{{added}}</dd>
    </dl>
    {{#description_html}}<div class="prose description">{{{description_html}}}</div>{{/description_html}}
  </div>
</article>
{{/book}}
{{/content}}
{{$scripts}}{{#book.built_on}}<script src="{{root}}assets/borrow.js" defer></script>{{/book.built_on}}{{/scripts}}
{{/layout}}

"""##,
        "feed.xml.mustache": ##"""
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"{{#site.base_url}} xml:base="{{site.base_url}}"{{/site.base_url}}>
  <title>{{site.name}}: new books</title>
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
<p class="crumbs"><a href="{{root}}genres/index.html">Genres</a></p>
<h1>{{genre.name}}</h1>
{{> book-list}}
{{/content}}
{{/layout}}

"""##,
        "genres.mustache": ##"""
{{<layout}}
{{$title}}Genres · {{site.name}}{{/title}}
{{$content}}
<h1>Genres</h1>
<ul class="index-list">
{{#genres}}
  <li><a href="{{root}}{{url}}">{{name}}</a> <span class="count">{{count}}</span></li>
{{/genres}}
</ul>
{{/content}}
{{/layout}}

"""##,
        "index.mustache": ##"""
{{<layout}}
{{$content}}
<section class="intro">
  <h1>{{site.name}}</h1>
  {{#site.description_html}}<div class="prose">{{{site.description_html}}}</div>{{/site.description_html}}
  <ul class="stats" aria-label="The library in numbers">
    <li><strong>{{counts.books}}</strong> books</li>
    <li><strong>{{counts.available}}</strong> on the shelf</li>
    <li><strong>{{counts.on_loan}}</strong> on loan</li>
    <li><strong>{{counts.members}}</strong> members</li>
  </ul>
</section>
{{#has_featured}}
<section aria-labelledby="featured-heading">
  <h2 id="featured-heading">Featured</h2>
  {{#featured_list}}{{> book-list}}{{/featured_list}}
</section>
{{/has_featured}}
<section aria-labelledby="catalog-heading">
  <h2 id="catalog-heading">Catalog</h2>
  <form class="search" role="search" action="index.html" method="get">
    <label for="search-query">Search by title, author or genre</label>
    <input id="search-query" type="search" name="q" autocomplete="off" placeholder="Try &quot;Ishiguro&quot; or &quot;fantasy&quot;">
    <div class="filters">
      <label for="search-genre">Genre</label>
      <select id="search-genre" name="genre">
        <option value="">All genres</option>
        {{#genres}}<option value="{{name}}">{{name}}</option>
        {{/genres}}
      </select>
      <label class="check"><input id="search-available" type="checkbox" name="available"> Available now</label>
    </div>
    <p id="search-status" class="muted" role="status" aria-live="polite"></p>
  </form>
  {{#catalog}}{{> book-list}}{{/catalog}}
</section>
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
<link rel="alternate" type="application/atom+xml" title="{{site.name}}: new books" href="{{root}}feed.xml">
{{$head}}{{/head}}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="wrap header-inner">
    <a class="brand" href="{{root}}index.html">{{site.name}}</a>
    <nav class="site-nav" aria-label="Main">
      <ul>
        <li><a href="{{root}}index.html"{{#nav_catalog}} aria-current="page"{{/nav_catalog}}>Catalog</a></li>
        <li><a href="{{root}}new/index.html"{{#nav_new}} aria-current="page"{{/nav_new}}>New</a></li>
        <li><a href="{{root}}authors/index.html"{{#nav_authors}} aria-current="page"{{/nav_authors}}>Authors</a></li>
        <li><a href="{{root}}genres/index.html"{{#nav_genres}} aria-current="page"{{/nav_genres}}>Genres</a></li>
        {{#site.pages}}<li><a href="{{root}}{{url}}">{{title}}</a></li>
        {{/site.pages}}{{#site.reports}}<li><a href="{{root}}reports/index.html"{{#nav_reports}} aria-current="page"{{/nav_reports}}>Due &amp; overdue</a></li>
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
    <p class="muted">Availability as of {{as_of}}. <a href="{{root}}feed.xml">New books feed</a>{{#site.repo_url}} · <a href="{{site.repo_url}}">The library's repository</a>{{/site.repo_url}}</p>
  </div>
</footer>
{{$scripts}}{{/scripts}}
</body>
</html>

"""##,
        "new.mustache": ##"""
{{<layout}}
{{$title}}New books · {{site.name}}{{/title}}
{{$content}}
<h1>New books</h1>
<p class="muted">The {{count}} most recent additions, newest first. <a href="{{root}}feed.xml">Follow them as a feed.</a></p>
{{> book-list}}
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
        "reports.mustache": ##"""
{{<layout}}
{{$title}}Due and overdue · {{site.name}}{{/title}}
{{$content}}
<h1>Due and overdue</h1>
<p class="muted">As of {{as_of}}.</p>
<section aria-labelledby="overdue-heading">
  <h2 id="overdue-heading">Overdue</h2>
  {{#has_overdue}}
  <table class="report">
    <thead><tr><th scope="col">Book</th>{{#show_borrowers}}<th scope="col">Borrower</th>{{/show_borrowers}}<th scope="col">Due</th><th scope="col">Days overdue</th></tr></thead>
    <tbody>
    {{#overdue}}<tr><td>{{#url}}<a href="{{root}}{{url}}">{{title}}</a>{{/url}}{{^url}}{{title}}{{/url}}</td>{{#show_borrowers}}<td>{{borrower_name}}</td>{{/show_borrowers}}<td>{{due}}</td><td>{{days}}</td></tr>
    {{/overdue}}
    </tbody>
  </table>
  {{/has_overdue}}
  {{^has_overdue}}<p>Nothing is overdue.</p>{{/has_overdue}}
</section>
<section aria-labelledby="due-heading">
  <h2 id="due-heading">Due soon</h2>
  {{#has_due}}
  <table class="report">
    <thead><tr><th scope="col">Book</th>{{#show_borrowers}}<th scope="col">Borrower</th>{{/show_borrowers}}<th scope="col">Due</th><th scope="col">Days left</th></tr></thead>
    <tbody>
    {{#due}}<tr><td>{{#url}}<a href="{{root}}{{url}}">{{title}}</a>{{/url}}{{^url}}{{title}}{{/url}}</td>{{#show_borrowers}}<td>{{borrower_name}}</td>{{/show_borrowers}}<td>{{due}}</td><td>{{days}}</td></tr>
    {{/due}}
    </tbody>
  </table>
  {{/has_due}}
  {{^has_due}}<p>Nothing is due in the next {{within}} days.</p>{{/has_due}}
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
    ]
}

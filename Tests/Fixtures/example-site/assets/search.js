// libgen catalog search: results as you type, from search.json, with filters for
// genre, language and availability, and ISBNs in any form (hyphens, ISBN-10 for an
// ISBN-13 and back). No dependencies. The index is fetched on the first search, not
// with the page. Without JavaScript the form is hidden behind the browsable catalog.
(function () {
  "use strict";
  var form = document.querySelector("form.search");
  var query = document.getElementById("search-query");
  var genre = document.getElementById("search-genre");
  var language = document.getElementById("search-language");
  var available = document.getElementById("search-available");
  var status = document.getElementById("search-status");
  var results = document.getElementById("search-results");
  var browse = document.getElementById("browse");
  if (!form || !query || !results) return;
  var root = (form.getAttribute("data-index") || "search.json").replace(/search\.json$/, "");
  var limit = 48;
  var books = null;
  var loading = null;

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

  function load() {
    if (!loading) {
      loading = fetch(form.getAttribute("data-index") || "search.json")
        .then(function (response) { return response.ok ? response.json() : { books: [] }; })
        .then(function (index) {
          books = (index.books || []).map(function (book) {
            book.text = fold([book.title, book.authors.join(" "), book.genres.join(" ")].join(" "));
            book.isbn13 = book.isbn ? isbn13(book.isbn) : "";
            return book;
          });
        })
        .catch(function () { books = []; });
    }
    return loading;
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
    [["book-title", book.title], ["book-authors", book.authors.join(", ")]].forEach(function (part) {
      var span = document.createElement("span");
      span.className = part[0];
      span.textContent = part[1];
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

  function apply() {
    var words = query.value.split(/\s+/).filter(Boolean);
    var wantGenre = genre ? genre.value : "";
    var wantLanguage = language ? language.value : "";
    var onlyAvailable = available ? available.checked : false;
    var searching = words.length || wantGenre || wantLanguage || onlyAvailable;
    results.hidden = !searching;
    if (browse) browse.hidden = !!searching;
    if (!searching) { status.textContent = ""; return; }
    if (!books) { load().then(apply); return; }
    var tests = words.map(function (word) {
      var isbn = isbn13(word);
      var folded = fold(word);
      return function (book) { return isbn ? book.isbn13 === isbn : book.text.indexOf(folded) !== -1; };
    });
    var found = books.filter(function (book) {
      return tests.every(function (test) { return test(book); }) &&
        (!wantGenre || book.genres.indexOf(wantGenre) !== -1) &&
        (!wantLanguage || book.language === wantLanguage) &&
        (!onlyAvailable || book.status === "available");
    });
    results.textContent = "";
    found.slice(0, limit).forEach(function (book) { results.appendChild(card(book)); });
    var message = found.length === 0 ? say("none", 0) : say(found.length === 1 ? "one" : "other", found.length);
    if (found.length > limit) message += " " + say("more", limit);
    status.textContent = message;
  }

  query.addEventListener("input", apply);
  query.addEventListener("focus", load);
  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  [genre, language, available].forEach(function (control) { if (control) control.addEventListener("change", apply); });
  var params = new URLSearchParams(window.location.search);
  if (params.get("q")) query.value = params.get("q");
  if (params.get("q")) apply();
})();

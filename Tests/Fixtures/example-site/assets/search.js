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

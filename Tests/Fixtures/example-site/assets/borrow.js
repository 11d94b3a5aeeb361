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

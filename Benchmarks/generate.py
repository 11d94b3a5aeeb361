#!/usr/bin/env python3
"""Generates a synthetic libgen library (and the equivalent Hugo site) for benchmarks.

The library is valid by construction: a day-by-day simulation under the policy
decides every loan, renewal, return, loss and swap, so `libgen check` finds no
error, and a handful of loans are left overdue. Text is realistic: multi-paragraph
Markdown with lists, tables, links, Unicode titles and authors.

    Benchmarks/generate.py --books 10000 --members 2000 --loans 100000 --swaps 500 --seed 1 OUT
writes OUT/library (a libgen library), OUT/hugo (a Hugo site of the same books) and
OUT/hugo-files (that site given the library's other files too: members, loans and swaps
as Hugo data, which its front page reads, so that Hugo reads and parses the same files
libgen does; it does nothing with them a lending library would, so it is still less work).
"""
import argparse
import datetime as dt
import json
import os
import random
import shutil

WORDS = ("river garden lantern harbour monsoon orchard mountain letter winter silence kingdom "
         "cartographer daughter festival library memory ocean orbit paper pilgrim quiet railway "
         "salt shadow spice storm tea thread valley voyage whisper yellow zenith").split()
FIRST = ["Aarav", "Ananya", "Björn", "Chloé", "Dmitri", "Eun-ji", "Fatima", "Gabriel", "Hiroshi", "Ines",
         "José", "Kavya", "Léa", "Mateo", "Nadia", "Olumide", "Priya", "Quentin", "Renée", "Søren",
         "Tomás", "Uma", "Văn", "Wen", "Ximena", "Yusuf", "Zoë"]
LAST = ["Álvarez", "Banerjee", "Chen", "Dubois", "Eriksson", "Fernández", "García Márquez", "Hoffmann",
        "Iyer", "Jónsson", "Kowalski", "Lindqvist", "Müller", "Nakamura", "Okafor", "Pérez", "Quiroga",
        "Rao", "Schröder", "Tanaka", "Ulloa", "Verma", "Wójcik", "Xu", "Yılmaz", "Zhang"]
GENRES = ["Science fiction", "Fantasy", "Mystery", "Romance", "History", "Biography", "Poetry", "Children",
          "Classics", "Literary fiction", "Travel", "Science", "Philosophy", "Cookery", "Graphic novels",
          "Short stories", "Mythology", "Humour", "Thriller", "Memoir"]
BLOCKS = [chr(ord("A") + i) for i in range(12)]
LOAN_DAYS, RENEWAL_DAYS, MAX_RENEWALS, MAX_ACTIVE = 21, 14, 2, 3


def isbn13(rng):
    digits = [9, 7, 8] + [rng.randrange(10) for _ in range(9)]
    check = (10 - sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits)) % 10) % 10
    return "".join(map(str, digits + [check]))


def sentence(rng, n):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def body(rng, title):
    paragraphs = [" ".join(sentence(rng, rng.randint(8, 18)) for _ in range(rng.randint(2, 4))) for _ in range(rng.randint(2, 3))]
    items = "\n".join(f"- {sentence(rng, rng.randint(3, 7))}" for _ in range(rng.randint(2, 4)))
    table = "| Edition | Pages |\n|---|---|\n" + "\n".join(f"| {rng.randint(1, 9)} | {rng.randint(90, 900)} |" for _ in range(2))
    link = f"See [a review of *{title}*](https://example.org/reviews/{rng.randint(1, 99999)}) and ~~the old cover~~."
    return "\n\n".join([paragraphs[0], items, *paragraphs[1:], table, link]) + "\n"


def write_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


def yaml_str(text):
    return json.dumps(text, ensure_ascii=False)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--books", type=int, default=1000)
    parser.add_argument("--members", type=int, default=200)
    parser.add_argument("--loans", type=int, default=10000)
    parser.add_argument("--swaps", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("out")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lib = os.path.join(args.out, "library")
    hugo = os.path.join(args.out, "hugo")
    shutil.rmtree(args.out, ignore_errors=True)
    for folder in ("members", "books", "loans", "swaps"):
        os.makedirs(os.path.join(lib, "content", folder))
    start = dt.date(2016, 1, 1)
    end = dt.date(2026, 11, 1)
    as_of = dt.date(2026, 11, 22)
    span = (end - start).days

    write_json(os.path.join(lib, "content", "library.json"), {
        "name": "Synthetic City Book Network", "description": "A benchmark library of **many** circles.",
        "society": {"name": "City Network", "city": "Pune", "blocks": BLOCKS},
        "base_url": "https://books.example.org/", "repo_url": "https://github.com/example/books",
        "timezone": "Asia/Kolkata",
        "policy": {"loan_days": LOAN_DAYS, "renewal_days": RENEWAL_DAYS, "max_renewals": MAX_RENEWALS,
                   "max_active_loans": MAX_ACTIVE, "reminder_days": 3, "grace_days": 1},
    })
    members = []
    contacts = {}
    for i in range(args.members):
        mid = f"m{i:05d}"
        joined = start + dt.timedelta(days=rng.randrange(0, span // 4))
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        members.append((mid, joined))
        block = rng.choice(BLOCKS)
        write_json(os.path.join(lib, "content", "members", f"{mid}.json"), {
            "name": name, "joined": joined.isoformat(), "block": block,
        })
        # Contact details are private: the contacts file at the root, never under content/.
        flat = f"{rng.randint(1, 20)}{rng.randint(0, 9)}{rng.randint(1, 9)}"
        contacts[mid] = {"email": f"{mid}@example.org", "phone": f"+91 9{rng.randint(100000000, 999999999)}", "flat": flat}
    write_json(os.path.join(lib, "contacts.json"), contacts)
    books = []
    authors_pool = [f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(max(50, args.books // 4))]
    for i in range(args.books):
        bid = f"b{i:05d}"
        owner = "library" if rng.random() < 0.3 else rng.choice(members)[0]
        owner_joined = dict(members).get(owner, start)
        added = max(owner_joined, start + dt.timedelta(days=rng.randrange(0, span // 3)))
        title = f"{rng.choice(WORDS).capitalize()} of the {rng.choice(WORDS).capitalize()} — {rng.choice(['Ω', 'Ü', 'é', 'ß', '書', 'ñ'])}{i}"
        authors = rng.sample(authors_pool, rng.choice([1, 1, 1, 2]))
        genres = rng.sample(GENRES, rng.choice([1, 2, 2, 3]))
        books.append({"id": bid, "title": title, "authors": authors, "genres": genres, "owner": owner, "added": added,
                      "isbn": isbn13(rng), "year": rng.randint(1850, 2024), "pages": rng.randint(80, 1200),
                      "body": body(rng, title)})
    owner_now = {b["id"]: b["owner"] for b in books}

    # Swaps: accepted gifts and exchanges between members, on days no loan of the book is out.
    swap_plan = []
    for _ in range(args.swaps):
        day = start + dt.timedelta(days=rng.randrange(span // 3, span))
        swap_plan.append(day)
    swap_plan.sort()

    out_until = {}        # book -> day it comes back (exclusive); dt.date.max while out
    active = {}           # member -> list of days their loans end
    loans = []
    per_day = args.loans / span
    swap_index = 0
    swaps = []
    last_swap = {}
    day = start
    carry = 0.0
    member_index = {m: j for m, j in members}
    while day < end:
        while swap_index < len(swap_plan) and swap_plan[swap_index] <= day:
            giver = rng.choice(members)[0]
            mine = [b for b in books if owner_now[b["id"]] == giver and out_until.get(b["id"], day) <= day and b["added"] < day]
            receiver = rng.choice(members)[0]
            if mine and receiver != giver and member_index[receiver] <= day and member_index[giver] <= day:
                gift = rng.choice(mine)
                theirs = [b for b in books if owner_now[b["id"]] == receiver and out_until.get(b["id"], day) <= day and b["added"] < day]
                takes = [rng.choice(theirs)] if theirs and rng.random() < 0.6 else []
                for b in [gift] + takes:
                    out_until[b["id"]] = max(out_until.get(b["id"], day), day)
                    last_swap[b["id"]] = day
                owner_now[gift["id"]] = receiver
                for b in takes:
                    owner_now[b["id"]] = giver
                swaps.append({"id": f"{day.isoformat()}-s{len(swaps):05d}", "date": day.isoformat(), "status": "accepted",
                              "from": giver, "to": receiver, "gives": [gift["id"]], "takes": [b["id"] for b in takes]})
            swap_index += 1
        carry += per_day
        attempts = 0
        while carry >= 1 and len(loans) < args.loans and attempts < 200 + 8 * int(per_day):
            attempts += 1
            book = rng.choice(books)
            bid = book["id"]
            if book["added"] > day or out_until.get(bid, day) > day:
                continue
            borrower, joined = rng.choice(members)
            if joined > day or borrower == owner_now[bid]:
                continue
            ends = [e for e in active.get(borrower, []) if e > day]
            if len(ends) >= MAX_ACTIVE:
                continue
            length = rng.choice([5, 9, 12, 14, 18, 20, 25, 30, 38])
            renewals = []
            due = day + dt.timedelta(days=LOAN_DAYS)
            while (day + dt.timedelta(days=length)) > due and len(renewals) < MAX_RENEWALS:
                renewals.append(due - dt.timedelta(days=rng.randint(0, 3)))
                due = due + dt.timedelta(days=RENEWAL_DAYS)
            back = day + dt.timedelta(days=length)
            status = "returned"
            record = {"book": bid, "borrower": borrower, "status": status, "lent": day.isoformat()}
            if rng.random() < 0.3:
                record["requested"] = (day - dt.timedelta(days=rng.randint(0, 3))).isoformat()
                if dt.date.fromisoformat(record["requested"]) < joined:
                    record["requested"] = day.isoformat()
            if renewals:
                record["renewals"] = [r.isoformat() for r in renewals]
            if back >= as_of - dt.timedelta(days=1):
                back = None
                renewals = [r for r in renewals if r < as_of]
                if renewals:
                    record["renewals"] = [r.isoformat() for r in renewals]
                else:
                    record.pop("renewals", None)
            if back is None:
                record["status"] = "lent"
                out_until[bid] = dt.date.max
                active.setdefault(borrower, []).append(dt.date.max)
            else:
                record["returned"] = back.isoformat()
                out_until[bid] = back
                active.setdefault(borrower, []).append(back)
            loans.append(record)
            carry -= 1
        day += dt.timedelta(days=1)
    # A handful of overdue loans at the end.
    overdue = 0
    lent = end - dt.timedelta(days=45)
    for book in rng.sample(books, len(books)):
        if overdue >= 8:
            break
        if out_until.get(book["id"], dt.date.min) > lent or book["added"] > lent:
            continue
        borrower, joined = rng.choice(members)
        # The open-ended loan overlaps every later loan of the borrower: take only members with none after `lent`.
        if borrower == owner_now[book["id"]] or any(e > lent for e in active.get(borrower, [])):
            continue
        if joined > lent or last_swap.get(book["id"], dt.date.min) > lent:
            continue
        loans.append({"book": book["id"], "borrower": borrower, "status": "lent", "lent": lent.isoformat()})
        out_until[book["id"]] = dt.date.max
        active.setdefault(borrower, []).append(dt.date.max)
        overdue += 1
    for i, record in enumerate(loans):
        year = record["lent"][:4]
        folder = os.path.join(lib, "content", "loans", year)
        os.makedirs(folder, exist_ok=True)
        lid = f"{record['lent']}-{record['book']}-{record['borrower']}-{i}"
        ordered = {k: record[k] for k in ("book", "borrower", "status", "requested", "lent", "renewals", "returned") if k in record}
        write_json(os.path.join(folder, f"{lid}.json"), ordered)
    for swap in swaps:
        folder = os.path.join(lib, "content", "swaps", swap["date"][:4])
        os.makedirs(folder, exist_ok=True)
        sid = swap.pop("id")
        write_json(os.path.join(folder, f"{sid}.json"), swap)
    # Books, with their owner now, and the same books as a Hugo site.
    os.makedirs(os.path.join(hugo, "content", "books"))
    for book in books:
        front = [f"title: {yaml_str(book['title'])}",
                 "authors: [" + ", ".join(map(yaml_str, book["authors"])) + "]",
                 "genres: [" + ", ".join(map(yaml_str, book["genres"])) + "]"]
        lib_front = front + [f"owner: {owner_now[book['id']]}", f"added: {book['added'].isoformat()}", f"isbn: \"{book['isbn']}\"",
                             f"year: {book['year']}", f"pages: {book['pages']}"]
        with open(os.path.join(lib, "content", "books", f"{book['id']}.md"), "w", encoding="utf-8") as f:
            f.write("---\n" + "\n".join(lib_front) + "\n---\n\n" + book["body"])
        with open(os.path.join(hugo, "content", "books", f"{book['id']}.md"), "w", encoding="utf-8") as f:
            f.write("---\n" + "\n".join(front + [f"date: {book['added'].isoformat()}"]) + "\n---\n\n" + book["body"])
    write_hugo_theme(hugo)
    write_hugo_files(hugo, lib, os.path.join(args.out, "hugo-files"))
    print(f"{len(books)} books, {len(members)} members, {len(loans)} loans, {len(swaps)} swaps -> {args.out}")


def write_hugo_theme(hugo):
    files = {
        "hugo.toml": 'baseURL = "https://books.example.org/"\ntitle = "Synthetic City Book Network"\n'
                     'disableKinds = ["RSS"]\n[taxonomies]\n  author = "authors"\n  genre = "genres"\n'
                     '[markup.goldmark.renderer]\n  unsafe = false\n',
        "layouts/_default/baseof.html": '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>'
                                        '<body><header><a href="/">{{ site.Title }}</a></header><main>{{ block "main" . }}{{ end }}</main></body></html>\n',
        "layouts/_default/single.html": '{{ define "main" }}<article><h1>{{ .Title }}</h1><p>by {{ range .Params.authors }}{{ . }} {{ end }}</p>'
                                        '<p>{{ range .Params.genres }}{{ . }} {{ end }}</p>{{ .Content }}</article>{{ end }}\n',
        "layouts/_default/list.html": '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
        "layouts/_default/terms.html": '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Data.Terms.ByTerm }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> {{ .Count }}</li>{{ end }}</ul>{{ end }}\n',
        "layouts/index.html": '{{ define "main" }}<h1>{{ site.Title }}</h1><ul>{{ range where site.RegularPages "Section" "books" }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
    }
    for path, text in files.items():
        full = os.path.join(hugo, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)


def write_hugo_files(hugo, lib, out):
    """The Hugo site with the library's members, loans and swaps (and library.json) as data."""
    shutil.copytree(hugo, out)
    data = os.path.join(out, "data")
    os.makedirs(data)
    for folder in ("members", "loans", "swaps"):
        shutil.copytree(os.path.join(lib, "content", folder), os.path.join(data, folder))
    shutil.copy(os.path.join(lib, "content", "library.json"), os.path.join(data, "library.json"))
    with open(os.path.join(out, "layouts", "index.html"), "w", encoding="utf-8") as f:
        f.write('{{ define "main" }}<h1>{{ site.Title }}</h1><p>{{ len site.Data.members }} members, loans in {{ len site.Data.loans }} years, '
                'swaps in {{ len site.Data.swaps }} years</p><ul>{{ range where site.RegularPages "Section" "books" }}'
                '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')


if __name__ == "__main__":
    main()

"""The JSON Schemas from `libgen schema`, checked by an independent validator
(jsonschema, draft 2020-12) against the example library, and against files
libgen itself rejects."""
import datetime
import json
import os
import pathlib
import subprocess
import tempfile

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))


def schemas():
    with tempfile.TemporaryDirectory(prefix="libgen-schemas-") as folder:
        subprocess.run([LIBGEN, "schema", "--root", folder, "--out", "s"], check=True, capture_output=True)
        result = {}
        for path in pathlib.Path(folder, "s").glob("*.schema.json"):
            schema = json.loads(path.read_text())
            jsonschema.Draft202012Validator.check_schema(schema)
            result[path.name.split(".")[0]] = jsonschema.Draft202012Validator(schema)
        return result


def front_matter(path):
    text = path.read_text()
    data = yaml.safe_load(text.split("---\n")[1])
    return {key: value.isoformat() if isinstance(value, datetime.date) else value for key, value in data.items()}


def test_the_example_library_validates():
    validators = schemas()
    content = ROOT / "content"
    checked = 0
    for kind, pattern in [("member", "members/*.json"), ("loan", "loans/**/*.json"), ("swap", "swaps/**/*.json")]:
        for path in content.glob(pattern):
            validators[kind].validate(json.loads(path.read_text()))
            checked += 1
    validators["library"].validate(json.loads((content / "library.json").read_text()))
    for path in content.glob("books/*.md"):
        validators["book"].validate(front_matter(path))
        checked += 1
    validators["contacts"].validate(json.loads((ROOT / "examples" / "demo-contacts.json").read_text()))
    assert checked == 13 + 68 + 6 + 32


def test_the_schemas_reject_what_libgen_rejects():
    validators = schemas()
    bad = [
        ("loan", {"book": "dune", "borrower": "ravi", "status": "lended"}),
        ("loan", {"book": "dune", "status": "lent"}),
        ("member", {"name": "Ravi", "joined": "15 March 2025"}),
        ("library", {"name": "T", "policy": {"loan_days": 0}}),
        ("book", {"title": "X", "author": "A", "authors": ["A"], "owner": "ravi", "added": "2025-01-01"}),
        ("swap", {"date": "2026-01-01", "status": "accepted", "from": "a", "to": "b", "gives": "dune"}),
        ("member", {"name": "Ravi", "joined": "2025-01-01", "github": "@ravi"}),
        ("member", {"name": "x" * 301, "joined": "2025-01-01"}),
        ("loan", {"book": "dune", "borrower": "ravi", "status": "void", "voided": "yesterday"}),
        ("library", {"name": "T", "policy": {"renew_from": "return"}}),
        ("contacts", {"ravi": {"email": "ravi at example"}}),
        ("contacts", {"Ravi": {"email": "ravi@example.org"}}),
    ]
    for kind, record in bad:
        assert not validators[kind].is_valid(record), (kind, record)

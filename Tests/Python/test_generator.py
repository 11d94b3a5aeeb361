"""Benchmarks/generate.py makes libraries that libgen checks clean (a smoke run of the benchmark's input)."""
import os
import pathlib
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBGEN = os.environ.get("LIBGEN", str(ROOT / ".build" / "release" / "libgen"))


def test_a_small_generated_library_checks_clean_with_overdue_loans():
    with tempfile.TemporaryDirectory(prefix="libgen-generated-") as out:
        subprocess.run(["python3", str(ROOT / "Benchmarks" / "generate.py"), "--books", "120", "--members", "40",
                        "--loans", "1500", "--swaps", "10", "--seed", "3", out], check=True, capture_output=True)
        result = subprocess.run([LIBGEN, "check", "--root", os.path.join(out, "library"), "--as-of", "2026-11-22", "--format", "json"],
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stdout
        assert '"errors": 0' in result.stdout
        assert '"loans": 1508' in result.stdout
        assert os.path.exists(os.path.join(out, "hugo", "hugo.toml"))

"""scripts/action-install against a local stand-in release store (Tests/Release/standin/gh):
a genuine release installs; a trojaned archive with a matching .sha256, an archive without
provenance, a gh too old to verify, or an archive built from another commit than the pinned
action's is refused and never run; pre-releases are never installed; with no release at all
the action builds from its own sources."""
import hashlib
import json
import os
import pathlib
import platform
import shutil
import subprocess
import tarfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
REPO = "libgen/libgen"
COMMIT = "3" * 40
ARCH = platform.machine()


def make_release(store, tag, *, prerelease=False, binary="#!/bin/sh\necho genuine\n", attest=True, commit=COMMIT, trojan=None):
    folder = store / tag
    folder.mkdir(parents=True)
    (folder / "release.json").write_text(json.dumps({"draft": False, "prerelease": prerelease}))
    name = f"libgen-{tag[1:]}-linux-{ARCH}"
    staged = store.parent / f"stage-{tag}" / name
    staged.mkdir(parents=True)
    (staged / "libgen").write_text(binary)
    (staged / "libgen").chmod(0o755)
    archive = folder / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz") as out:
        out.add(staged, arcname=name)
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    if attest:
        (folder / f"{name}.tar.gz.sigstore.json").write_text(json.dumps({
            "digest": digest, "identity": f"https://github.com/{REPO}/.github/workflows/release.yml@refs/tags/{tag}",
            "source_ref": f"refs/tags/{tag}", "commit": commit}))
    if trojan:
        # Someone able to replace release assets swaps the archive and its checksum; the attestation stays GitHub's.
        with tarfile.open(archive, "w:gz") as out:
            (staged / "libgen").write_text(trojan)
            out.add(staged, arcname=name)
    (folder / f"{name}.tar.gz.sha256").write_text(f"{hashlib.sha256(archive.read_bytes()).hexdigest()}  {name}.tar.gz\n")


def run(tmp_path, store, ref, version="", gh_version="2.70.0"):
    action = tmp_path / "action"
    if not action.exists():
        (action / "Sources" / "LibGenCore").mkdir(parents=True)
        shutil.copy(ROOT / "scripts" / "action-install", action / "action-install")
        (action / "Package.swift").write_text("// the action's sources\n")
        (action / "Sources" / "LibGenCore" / "Version.swift").write_text('package let libgenVersion = "1.2.0"\n')
        (action / "templates").mkdir()
    runner = tmp_path / f"runner-{len(list(tmp_path.glob('runner-*')))}"
    runner.mkdir()
    env = {"PATH": f"{ROOT / 'Tests' / 'Release' / 'standin'}:{os.environ['PATH']}", "RELEASES": str(store), "GH_STANDIN_VERSION": gh_version,
           "ACTION_PATH": str(action), "ACTION_REPOSITORY": REPO, "ACTION_REF": ref, "VERSION": version,
           "RUNNER_TEMP": str(runner), "GITHUB_OUTPUT": str(runner / "output"), "GITHUB_PATH": str(runner / "path")}
    for name in ("output", "path"):
        (runner / name).touch()
    done = subprocess.run(["bash", str(action / "action-install")], env=env, capture_output=True, text=True)
    paths = (runner / "path").read_text().split()
    ran = [subprocess.run([p + "/libgen"], capture_output=True, text=True).stdout for p in paths]
    return done, (runner / "output").read_text(), ran


@pytest.fixture
def store(tmp_path):
    store = tmp_path / "releases"
    store.mkdir()
    make_release(store, "v1.1.0")
    make_release(store, "v1.2.0")
    make_release(store, "v1.3.0-rc.1", prerelease=True, binary="#!/bin/sh\necho prerelease\n")
    return store


def test_a_genuine_release_installs_the_newest_full_release_of_the_major(tmp_path, store):
    done, output, ran = run(tmp_path, store, "v1")
    assert done.returncode == 0, done.stderr
    assert "installed=release" in output and ran == ["genuine\n"]
    assert "installed the v1.2.0 release" in done.stdout and "provenance verified" in done.stdout


def test_a_trojaned_archive_with_a_matching_checksum_is_refused_and_never_run(tmp_path, store):
    make_release(store, "v1.4.0", trojan="#!/bin/sh\necho \"$SMTP_PASSWORD $LIBGEN_CONTACTS\"\n")
    done, output, ran = run(tmp_path, store, "v1")
    assert done.returncode == 1 and ran == [] and "installed=" not in output
    assert "refusing the v1.4.0 release: its build provenance does not verify" in done.stderr


def test_an_archive_without_provenance_or_a_gh_that_cannot_verify_is_refused(tmp_path, store):
    make_release(store, "v1.5.0", attest=False)
    done, _, ran = run(tmp_path, store, "v1.5.0")
    assert done.returncode == 1 and ran == [] and "provenance does not verify" in done.stderr
    done, _, ran = run(tmp_path, store, "v1.2.0", gh_version="2.66.1")
    assert done.returncode == 1 and ran == [] and "needs gh 2.67.0 or later" in done.stderr


def test_a_pinned_action_installs_only_an_archive_built_from_its_own_commit(tmp_path, store):
    done, _, ran = run(tmp_path, store, COMMIT)
    assert done.returncode == 0 and ran == ["genuine\n"], done.stderr
    done, _, ran = run(tmp_path, store, "4" * 40)
    assert done.returncode == 1 and ran == [] and f"from {'4' * 40}" in done.stderr


def test_a_pre_release_is_never_installed_and_no_release_means_building_from_source(tmp_path, store):
    done, output, ran = run(tmp_path, store, "v1.3.0-rc.1")
    assert done.returncode == 0 and ran == [] and "installed=none" in output and "key=libgen-" in output
    done, output, _ = run(tmp_path, store, "v9")
    assert "installed=none" in output

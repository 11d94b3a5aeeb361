import Foundation
import LibGenCore

/// The library's GitHub Actions workflow (CLI.md, "libgen init (the v1.2 workflow)").
///
/// - Pull requests and merge-queue groups are checked against their base (`check --base`).
/// - Members' requests (`issues` from the forms, `issue_comment` commands; an ordinary comment is
///   told apart first, outside the queue) run `intake` in one
///   concurrency group for every write to the records, queued first in, first out and never
///   cancelled (`queue: max`). With `forge.direct` (the default) the edit is committed straight
///   to the default branch; a push rejected because the branch moved fetches the new head and
///   runs `intake` again (it is idempotent), a bounded number of times. The issue gets 👀, then
///   🚀 or 😕, the reply, and is closed or kept open as `--outcome` says.
/// - After every push to the default branch (a merged pull request, or intake's own commit,
///   which GitHub does not announce as a push): `check`, one `library-health` issue for the
///   librarians opened, updated or closed, `remind --since` the previous head, the site published.
/// - Daily at 07:00 in the library's time zone (a UTC cron line): the day's reminders and the site.
///
/// Every step that runs a shell script passes event data through `env:`, never `${{ }}` in the
/// script; every `uses:` is pinned to a commit with its version in a comment; each job lists
/// only the permissions it needs; contact details live in files under `$RUNNER_TEMP` only.
extension LibraryTemplate {
    /// Third-party actions the workflow uses, pinned to the commit of a release.
    enum Pinned {
        static let checkout = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1"
        static let uploadPagesArtifact = "actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0"
        static let deployPages = "actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0"
    }

    /// The concurrency group every job that writes the records shares.
    static let recordsGroup = "library-records"

    /// The concurrency group of every job that publishes the site.
    static let publishGroup = "library-publish"

    /// How many times intake records a request again after the branch moved under it.
    static let pushAttempts = 10

    /// `M H * * *` in UTC for 07:00 in `zone`: from the zone's smallest UTC offset over the
    /// coming year, so the daily run is at 07:00 in winter and 08:00 under summer time, never
    /// before 07:00 (GitHub's cron is UTC only).
    static func dailyCron(timeZone name: String, from date: Date = Date()) -> String {
        let zone = TimeZone(identifier: name) ?? TimeZone(identifier: "UTC")!
        let offsets = (0..<24).map { zone.secondsFromGMT(for: date.addingTimeInterval(Double($0) * 15.5 * 86_400)) / 60 }
        let minutes = ((7 * 60 - (offsets.min() ?? 0)) % 1_440 + 1_440) % 1_440
        return "\(minutes % 60) \(minutes / 60) * * *"
    }

    /// What the cron line means, for the people who read the workflow.
    static func dailyCronComment(timeZone name: String, from date: Date) -> String {
        let zone = TimeZone(identifier: name) ?? TimeZone(identifier: "UTC")!
        let offsets = Set((0..<24).map { zone.secondsFromGMT(for: date.addingTimeInterval(Double($0) * 15.5 * 86_400)) })
        return "07:00 in \(name) (GitHub's cron is in UTC)" + (offsets.count > 1 ? "; 08:00 while summer time is on." : ".")
    }

    static func workflow(action: String = defaultAction, timeZone: String = "UTC", now: Date = Date()) -> String {
        let install = installStep(action)
        return #"""
    # libgen: check every change, turn members' requests into commits (or pull requests),
    # tell everyone concerned, keep the records healthy, and publish the catalogue.
    name: Library

    on:
      pull_request:
      merge_group:
        types: [checks_requested]
      # Every branch's pushes start a run; only the default branch's do anything (after-push's
      # `if:`), whatever the default branch is called.
      push:
      issues:
        types: [opened]
      # Comment commands (/lent, /renew …) on issues. Comments on pull requests are skipped, no
      # pull request's code is ever checked out, and comment text reaches scripts only via the event file.
      issue_comment: # zizmor: ignore[dangerous-triggers]
        types: [created]
      schedule:
        # \#(dailyCronComment(timeZone: timeZone, from: now))
        - cron: "\#(dailyCron(timeZone: timeZone, from: now))"
      workflow_dispatch:

    permissions: {}

    jobs:
      check:
        name: Check the change
        if: github.event_name == 'pull_request' || github.event_name == 'merge_group'
        runs-on: ubuntu-latest
        permissions:
          contents: read
        steps:
          - uses: \#(Pinned.checkout)
            with:
              fetch-depth: 0
              persist-credentials: false
    \#(install)
          - name: Check the change against its base
            # Overdue books are the daily job's business, not every member's pull request's.
            env:
              BASE: ${{ github.event.pull_request.base.sha || github.event.merge_group.base_sha }}
            run: libgen check --base "$BASE" --format github --overdue off

      triage:
        name: Is it a request?
        # Outside the records' queue: an ordinary comment never waits in it, nor holds a place there.
        if: (github.event_name == 'issues' || github.event_name == 'issue_comment') && !github.event.issue.pull_request
        runs-on: ubuntu-latest
        permissions: {}
        outputs:
          request: ${{ steps.look.outputs.request }}
        steps:
          - name: Look for a form or a comment command
            id: look
            run: |
    \#(indent(triageScript, by: 10))

      intake:
        name: Record a member's request
        needs: triage
        if: needs.triage.outputs.request == 'true'
        runs-on: ubuntu-latest
        # One group for every write to the records: requests are recorded one at a time, in
        # the order they came, and none is cancelled (queue: max keeps up to 100 waiting).
        concurrency:
          group: \#(recordsGroup)
          cancel-in-progress: false
          queue: max
        permissions:
          contents: write
          issues: write
          pull-requests: write
        outputs:
          before: ${{ steps.record.outputs.before }}
          pushed: ${{ steps.record.outputs.pushed }}
        steps:
          - uses: \#(Pinned.checkout)
            with:
              ref: ${{ github.event.repository.default_branch }}
              fetch-depth: 0
              # Intake pushes its commit with the job's token.
              persist-credentials: true
    \#(install)
          - name: Record the request and answer on the issue
            id: record
            env:
              GH_TOKEN: ${{ github.token }}
              BRANCH: ${{ github.event.repository.default_branch }}
              NUMBER: ${{ github.event.issue.number }}
              COMMENT_ID: ${{ github.event.comment.id }}
            run: |
    \#(indent(intakeScript, by: 10))

      after-push:
        name: Check, tell everyone, publish
        needs: intake
        if: ${{ !cancelled() && ((github.event_name == 'push' && github.ref == format('refs/heads/{0}', github.event.repository.default_branch)) || needs.intake.outputs.pushed == 'true') }}
        runs-on: ubuntu-latest
        # One publication at a time, in order, none dropped: each run tells the people its own
        # push concerns (remind --since), and an older site is never deployed over a newer one.
        concurrency:
          group: \#(publishGroup)
          cancel-in-progress: false
          queue: max
        permissions:
          contents: read
          issues: write
          pages: write
          id-token: write
        environment:
          name: github-pages
          url: ${{ steps.deploy.outputs.page_url }}
        env:
          SMTP_HOST: ${{ secrets.SMTP_HOST }}
        steps:
          - uses: \#(Pinned.checkout)
            with:
              ref: ${{ github.event.repository.default_branch }}
              fetch-depth: 0
              persist-credentials: false
    \#(install)
          - name: Check the records and keep the library-health issue up to date
            env:
              GH_TOKEN: ${{ github.token }}
            run: |
    \#(indent(healthScript, by: 10))
          - name: Tell the people a change concerns (your turn, a request for your book, lent to you, your book is back)
            if: ${{ env.SMTP_HOST != '' }}
            env:
              SINCE: ${{ needs.intake.outputs.before || github.event.before }}
              CONTACTS: ${{ secrets.LIBGEN_CONTACTS }}
              SMTP_PORT: ${{ secrets.SMTP_PORT }}
              SMTP_USER: ${{ secrets.SMTP_USER }}
              SMTP_PASSWORD: ${{ secrets.SMTP_PASSWORD }}
            run: |
    \#(indent("case \"$SINCE\" in \"\" | *[!0]*) ;; *) echo \"No previous head to compare with.\"; exit 0 ;; esac\n" + sendScript(arguments: #"--since "$SINCE""#), by: 10))
    \#(publishSteps)

      daily:
        name: Daily reminders and catalogue
        if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
        runs-on: ubuntu-latest
        concurrency:
          group: \#(publishGroup)
          cancel-in-progress: false
          queue: max
        permissions:
          contents: read
          pages: write
          id-token: write
        environment:
          name: github-pages
          url: ${{ steps.deploy.outputs.page_url }}
        env:
          SMTP_HOST: ${{ secrets.SMTP_HOST }}
        steps:
          - uses: \#(Pinned.checkout)
            with:
              persist-credentials: false
    \#(install)
          - name: Check the library, overdue books as warnings
            run: libgen check --format github
          - name: Send today's reminders by e-mail
            # Needs the secrets LIBGEN_CONTACTS (the contacts.json text) and SMTP_HOST, SMTP_PORT,
            # SMTP_USER, SMTP_PASSWORD. Contact details stay in files under $RUNNER_TEMP: never printed or uploaded.
            if: ${{ !cancelled() && env.SMTP_HOST != '' }}
            env:
              CONTACTS: ${{ secrets.LIBGEN_CONTACTS }}
              SMTP_PORT: ${{ secrets.SMTP_PORT }}
              SMTP_USER: ${{ secrets.SMTP_USER }}
              SMTP_PASSWORD: ${{ secrets.SMTP_PASSWORD }}
            run: |
    \#(indent(sendScript(arguments: ""), by: 10))
    \#(publishSteps)

    """#
    }

    /// The intake job's script: record (retrying on a moved branch), react, reply, close.
    /// Everything it reads from the event comes through `env:` and the event file.
    static let intakeScript = #"""
    git config user.name "github-actions[bot]"
    git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
    react() { gh api "repos/$GITHUB_REPOSITORY/issues/$NUMBER/reactions" -f content="$1" --jq .id 2>/dev/null || true; }
    direct=$(jq -r 'if .forge.direct == false then "false" else "true" end' content/library.json 2>/dev/null || echo true)
    reply="$RUNNER_TEMP/reply.md"; outcome="$RUNNER_TEMP/outcome.json"
    rm -f "$reply" "$outcome"
    before=""; pushed=""; status=2; settled=""
    eyes=$(react eyes)
    if [ "$direct" = true ]; then
      for attempt in $(seq 1 \#(pushAttempts)); do
        git fetch -q origin "$BRANCH"
        git checkout -q -B "$BRANCH" "origin/$BRANCH"
        before=$(git rev-parse HEAD)
        status=0
        libgen intake --event "$GITHUB_EVENT_PATH" --commit --quiet --reply "$reply" --outcome "$outcome" || status=$?
        if [ "$status" -ne 0 ] || [ "$(git rev-parse HEAD)" = "$before" ]; then settled=yes; break; fi
        if git push -q origin "HEAD:$BRANCH" 2>"$RUNNER_TEMP/push.log"; then pushed=true; settled=yes; break; fi
        if ! grep -Eq 'rejected|cannot lock ref|failed to update ref|incorrect old value' "$RUNNER_TEMP/push.log"; then
          cat "$RUNNER_TEMP/push.log" >&2
          exit 1
        fi
        echo "The branch moved while this request was recorded (attempt $attempt); recording it again on the new head."
        sleep $(( (RANDOM % 3) + 1 ))
      done
    else
      git checkout -q -b "request/issue-$NUMBER-${COMMENT_ID:-form}"
      before=$(git rev-parse HEAD)
      status=0
      libgen intake --event "$GITHUB_EVENT_PATH" --commit --quiet --reply "$reply" --outcome "$outcome" || status=$?
      settled=yes
      if [ "$status" -eq 0 ] && [ "$(git rev-parse HEAD)" != "$before" ]; then
        git push -q origin HEAD
        gh pr create --base "$BRANCH" --head "$(git branch --show-current)" --title "$(git log -1 --format=%s)" \
          --body "Recorded by libgen intake from #$NUMBER; merge it to make it part of the library's records."
      fi
    fi
    if [ -z "$settled" ]; then
      react confused >/dev/null
      echo "::error::The branch kept moving; the request was not recorded after \#(pushAttempts) attempts."
      exit 1
    fi
    echo "before=$before" >> "$GITHUB_OUTPUT"
    echo "pushed=$pushed" >> "$GITHUB_OUTPUT"
    case "$status" in
      0) react rocket >/dev/null ;;
      1) react confused >/dev/null ;;
      2)
        # Not a request: the issue is left as it was, without the 👀 put on it at the start.
        if [ -n "$eyes" ]; then gh api -X DELETE "repos/$GITHUB_REPOSITORY/issues/$NUMBER/reactions/$eyes" --silent >/dev/null 2>&1 || true; fi
        echo "Not a library request, or not usable; nothing to do."; exit 0 ;;
      *) react confused >/dev/null; echo "::error::libgen intake stopped with status $status."; exit "$status" ;;
    esac
    gh issue comment "$NUMBER" --body-file "$reply"
    if [ "$(jq -r '.close' "$outcome")" = true ]; then
      reason=$(jq -r '.reason // "completed"' "$outcome")
      gh issue close "$NUMBER" --reason "${reason//_/ }"
    fi
    """#

    /// Whether the event is a request: an issue (from a form; intake tells the rest apart), or a
    /// comment whose first non-blank line is a comment command, read as `CommentCommand` reads it
    /// (a command word in any letter case, alone or followed by a book).
    static let triageScript = #"""
    request=true
    if [ "$GITHUB_EVENT_NAME" = issue_comment ]; then
      first=$(jq -r '.comment.body // ""' "$GITHUB_EVENT_PATH" | tr -d '\r' | grep -m1 '[^[:space:]]' || true)
      word=$(printf '%s\n' "$first" | sed -n 's|^[[:space:]]*/\([^[:space:]]*\).*|\1|p' | tr '[:upper:]' '[:lower:]')
      case "$word" in
        lent | renew | return | cancel | lost) ;;
        *) request=false; echo "An ordinary comment: nothing to record." ;;
      esac
    fi
    echo "request=$request" >> "$GITHUB_OUTPUT"
    """#

    /// After a push: `check`, and one open `library-health` issue while the records have errors.
    static let healthScript = #"""
    status=0
    libgen check --format json --overdue off > "$RUNNER_TEMP/check.json" || status=$?
    [ "$status" -le 1 ] || exit "$status"
    errors=$(jq '.summary.errors' "$RUNNER_TEMP/check.json")
    open=$(gh issue list --label library-health --state open --json number --jq '.[0].number // empty')
    if [ "$errors" -gt 0 ]; then
      {
        echo "The library's records have $errors error(s) after the latest change. Members' requests are still recorded; these need a librarian:"
        echo
        jq -r '.diagnostics[] | select(.severity == "error") | "- `\(.file):\(.line)` \(.message)"' "$RUNNER_TEMP/check.json"
        echo
        echo "Run \`libgen check\` in a clone to see them, fix them in a pull request, and this issue closes itself."
      } > "$RUNNER_TEMP/health.md"
      if [ -n "$open" ]; then
        gh issue edit "$open" --body-file "$RUNNER_TEMP/health.md"
      else
        gh label create library-health --color D93F0B --description "The records have errors a librarian should fix" --force
        gh issue create --title "Library health: the records need a librarian" --label library-health --body-file "$RUNNER_TEMP/health.md"
      fi
    elif [ -n "$open" ]; then
      gh issue close "$open" --reason completed --comment "The records check clean again."
    fi
    """#

    /// Sends reminders through msmtp with the SMTP secrets; the contacts file and the msmtp
    /// configuration live under `$RUNNER_TEMP` only.
    static func sendScript(arguments: String) -> String {
        #"""
        sudo apt-get update -qq
        sudo apt-get install -y -qq msmtp >/dev/null
        umask 077
        printf '%s' "$CONTACTS" > "$RUNNER_TEMP/contacts.json"
        {
          echo "defaults"
          echo "auth on"
          echo "tls on"
          echo "tls_trust_file /etc/ssl/certs/ca-certificates.crt"
          echo "account default"
          echo "host $SMTP_HOST"
          echo "port ${SMTP_PORT:-587}"
          echo "user $SMTP_USER"
          echo "password $SMTP_PASSWORD"
        } > "$RUNNER_TEMP/msmtprc"
        libgen remind \#(arguments.isEmpty ? "" : arguments + " ")--send --contacts "$RUNNER_TEMP/contacts.json" --sendmail "msmtp -C $RUNNER_TEMP/msmtprc --read-envelope-from -t"
        """#
    }

    /// Builds the catalogue (availability changes with the date) and deploys it to Pages.
    static let publishSteps = #"""
          - name: Build the catalogue
            run: libgen build
          - uses: \#(Pinned.uploadPagesArtifact)
            with:
              path: public
          - id: deploy
            uses: \#(Pinned.deployPages)
    """#

    static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}

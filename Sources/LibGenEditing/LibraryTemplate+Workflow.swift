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
///   librarians opened, updated or closed; the notices of every change since the last head whose
///   notices were all sent (a cursor in `refs/libgen/notices`, moved by compare-and-swap, with a
///   ledger of the notices a failed run did send), exactly once; every open pull request that
///   touches `content/` checked again as if merged now (a commit status); the site published
///   with `--allow-errors`, whatever the records or the mail server do.
/// - Daily at 07:00 in the library's time zone (a UTC cron line): `expire --commit` (in the
///   records' queue), then the notices of that change and the day's reminders, and the site.
/// - Every job has a time limit (`timeout-minutes`), and every send one too (`remind --timeout`).
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

    /// The ref that holds the notices' cursor and ledger (`noticesScript`).
    static let noticesRef = "refs/libgen/notices"

    /// The commit status every open pull request gets, after each push to the default branch,
    /// from checking it as if merged now: the check `init`'s README tells librarians to require.
    static let mergedStatus = "libgen: as merged now"

    /// Seconds a mail command may take for one message (`remind --timeout`).
    static let sendTimeout = 60

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
        timeout-minutes: 15
        permissions:
          contents: read
          statuses: write
        steps:
          - uses: \#(Pinned.checkout)
            with:
              fetch-depth: 0
              persist-credentials: false
    \#(install)
          - name: Check the change against its base
            id: check
            # Overdue books are the daily job's business, not every member's pull request's.
            env:
              BASE: ${{ github.event.pull_request.base.sha || github.event.merge_group.base_sha }}
            run: libgen check --base "$BASE" --format github --overdue off
          - name: Say so on the pull request's head (the status after-push keeps up to date)
            # The token of a fork's pull request cannot set a status: after-push sets it there.
            if: ${{ !cancelled() && github.event_name == 'pull_request' }}
            continue-on-error: true
            env:
              GH_TOKEN: ${{ github.token }}
              SHA: ${{ github.event.pull_request.head.sha }}
              OUTCOME: ${{ steps.check.outcome }}
            run: |
              if [ "$OUTCOME" = success ]; then state=success; words="No error as merged with the default branch"; else state=failure; words="Adds errors to the library: see the check's log"; fi
              gh api "repos/$GITHUB_REPOSITORY/statuses/$SHA" -f state="$state" -f context="\#(mergedStatus)" -f description="$words" --silent

      triage:
        name: Is it a request?
        # Outside the records' queue: an ordinary comment never waits in it, nor holds a place there.
        if: (github.event_name == 'issues' || github.event_name == 'issue_comment') && !github.event.issue.pull_request
        runs-on: ubuntu-latest
        timeout-minutes: 5
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
        timeout-minutes: 20
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
        timeout-minutes: 30
        # One publication at a time, in order, none dropped: each run sends the notices from the
        # last head whose notices were sent to the head it checked out, and an older site is
        # never deployed over a newer one.
        concurrency:
          group: \#(publishGroup)
          cancel-in-progress: false
          queue: max
        permissions:
          # contents: write only to move the notices' cursor (\#(noticesRef)); nothing else is pushed.
          contents: write
          issues: write
          pull-requests: read
          statuses: write
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
              # The notices' cursor is pushed with the job's token; the site uploaded is public/ only.
              persist-credentials: true
    \#(install)
          - name: Check the records and keep the library-health issue up to date
            env:
              GH_TOKEN: ${{ github.token }}
              BRANCH: ${{ github.event.repository.default_branch }}
            run: |
    \#(indent(healthScript, by: 10))
          - name: Tell the people the changes concern, each notice once (your turn, your place, a request for your book, lent to you, your book is back)
            if: ${{ !cancelled() && env.SMTP_HOST != '' }}
            timeout-minutes: 20
            env:
              SINCE: ${{ needs.intake.outputs.before || github.event.before }}
    \#(noticesStepTail)
          - name: Check every open pull request again as if merged now
            if: ${{ !cancelled() }}
            timeout-minutes: 15
            env:
              GH_TOKEN: ${{ github.token }}
              BRANCH: ${{ github.event.repository.default_branch }}
            run: |
    \#(indent(recheckScript, by: 10))
    \#(publishSteps)

      expire:
        name: End the holds that ran out
        if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
        runs-on: ubuntu-latest
        timeout-minutes: 15
        # A write to the records: in their queue, after the requests before it.
        concurrency:
          group: \#(recordsGroup)
          cancel-in-progress: false
          queue: max
        permissions:
          contents: write
          issues: write
        steps:
          - uses: \#(Pinned.checkout)
            with:
              ref: ${{ github.event.repository.default_branch }}
              fetch-depth: 0
              persist-credentials: true
    \#(install)
          - name: Cancel the requests whose hold ran out (the e-mails go out with the daily job)
            env:
              GH_TOKEN: ${{ github.token }}
              BRANCH: ${{ github.event.repository.default_branch }}
            run: |
    \#(indent(expireScript, by: 10))

      daily:
        name: Daily reminders and catalogue
        needs: expire
        if: ${{ !cancelled() && (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') }}
        runs-on: ubuntu-latest
        timeout-minutes: 30
        concurrency:
          group: \#(publishGroup)
          cancel-in-progress: false
          queue: max
        permissions:
          # contents: write only to move the notices' cursor (\#(noticesRef)).
          contents: write
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
              persist-credentials: true
    \#(install)
          - name: Check the library, overdue books as warnings
            continue-on-error: true
            run: libgen check --format github
          - name: Send the notices of the holds ended this morning, then today's reminders
            # Needs the secrets LIBGEN_CONTACTS (the contacts.json text) and SMTP_HOST, SMTP_PORT,
            # SMTP_USER, SMTP_PASSWORD. Contact details stay in files under $RUNNER_TEMP: never printed or uploaded.
            if: ${{ !cancelled() && env.SMTP_HOST != '' }}
            timeout-minutes: 20
            env:
              DAILY: "true"
              SINCE: ""
    \#(noticesStepTail)
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
      # One branch per event: a redelivered event finds its branch and its pull request already
      # there, answers as before (intake is idempotent on it) and pushes nothing.
      branch="request/issue-$NUMBER-${COMMENT_ID:-form}"
      if git fetch -q origin "$branch" 2>/dev/null; then
        git checkout -q -B "$branch" FETCH_HEAD
      else
        git checkout -q -b "$branch"
      fi
      before=$(git rev-parse HEAD)
      status=0
      libgen intake --event "$GITHUB_EVENT_PATH" --commit --quiet --reply "$reply" --outcome "$outcome" || status=$?
      settled=yes
      if [ "$status" -eq 0 ] && [ "$(git rev-parse HEAD)" != "$before" ]; then
        git push -q origin "HEAD:refs/heads/$branch"
        gh pr create --base "$BRANCH" --head "$branch" --title "$(git log -1 --format=%s)" \
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
    # "It is your turn" on the borrow issue of each member a book became ready for through this step.
    \#(postCommentsFunction)
    post_comments "$outcome"
    # The borrow issue of a loan or request this event ended from another issue.
    jq -r '.also_close[]? | "\(.issue) \(.reason)"' "$outcome" | while read -r other reason; do
      gh issue close "$other" --reason "${reason//_/ }" --comment "Recorded through #$NUMBER." || true
    done
    """#

    /// Whether the event can be a request: an issue opened from one of the forms (it carries the
    /// form's label), or a comment whose first non-blank line is a comment command, read as
    /// `CommentCommand` reads it (a command word in any letter case, alone or followed by a book).
    /// Anything else never enters the records' queue, so a flood of other issues delays nobody.
    static var triageScript: String {
        let labels = IssueForm.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return #"""
        request=true
        if [ "$GITHUB_EVENT_NAME" = issue_comment ]; then
          first=$(jq -r '.comment.body // ""' "$GITHUB_EVENT_PATH" | tr -d '\r' | grep -m1 '[^[:space:]]' || true)
          word=$(printf '%s\n' "$first" | sed -n 's|^[[:space:]]*/\([^[:space:]]*\).*|\1|p' | tr '[:upper:]' '[:lower:]')
          case "$word" in
            lent | renew | return | cancel | lost) ;;
            *) request=false; echo "An ordinary comment: nothing to record." ;;
          esac
        elif ! jq -e 'any(.issue.labels[]?.name; IN(\#(labels)))' "$GITHUB_EVENT_PATH" >/dev/null; then
          request=false; echo "An issue that is not from one of the library's forms: nothing to record."
        fi
        echo "request=$request" >> "$GITHUB_OUTPUT"
        """#
    }

    /// After a push: `check`, and one open `library-health` issue while the records have errors
    /// or the set-up needs a librarian (e-mail without `reminders.from`; a default branch that does
    /// not require the re-check of pull requests). Record text reaches the issue only inside code
    /// spans (no @-mention or link can come alive from a title or a file name).
    static let healthScript = #"""
    status=0
    libgen check --format json --overdue off > "$RUNNER_TEMP/check.json" || status=$?
    # Exit 2 with its one diagnostic: content/library.json cannot be read (said in the issue too).
    [ "$status" -le 1 ] || jq -e '.diagnostics' "$RUNNER_TEMP/check.json" >/dev/null 2>&1 || exit "$status"
    errors=$(jq '.summary.errors' "$RUNNER_TEMP/check.json")
    notes="$RUNNER_TEMP/setup.md"; : > "$notes"
    if [ -n "${SMTP_HOST:-}" ] && ! jq -e '.reminders.from // empty' content/library.json >/dev/null 2>&1; then
      echo "- E-mail is set up (the secret SMTP_HOST), but \`reminders.from\` is not set in \`content/library.json\`, so no notice or reminder is sent. Set it, e.g. \`libgen set reminders.from \"Our Library <books@example.org>\"\`." >> "$notes"
      echo "::warning::reminders.from is not set in content/library.json: no e-mail is sent."
    fi
    # The checks the default branch requires: its protection rule and its rulesets (both readable
    # with this job's token). Unreadable: said in the log only, never guessed in the issue.
    if protection=$(gh api "repos/$GITHUB_REPOSITORY/branches/$BRANCH" --jq '[.protection.required_status_checks.contexts[]?, .protection.required_status_checks.checks[]?.context] | join("\n")' 2>/dev/null); then
      rules=$(gh api "repos/$GITHUB_REPOSITORY/rules/branches/$BRANCH" --jq '[.[] | select(.type == "required_status_checks") | .parameters.required_status_checks[]?.context] | join("\n")' 2>/dev/null || true)
      if ! printf '%s\n%s\n' "$protection" "$rules" | grep -qxF "\#(mergedStatus)"; then
        echo "- Pull requests can break \`$BRANCH\`: a pull request that passed its check may add errors once merged after other changes. Make the check \`\#(mergedStatus)\` required (Settings → Branches, or Rules → Rulesets, for \`$BRANCH\` → Require status checks to pass): each open pull request that touches \`content/\` is checked again as if merged whenever \`$BRANCH\` moves." >> "$notes"
      fi
    else
      echo "::warning::Could not read which checks $BRANCH requires; make '\#(mergedStatus)' a required check."
    fi
    open=$(gh issue list --label library-health --state open --json number --jq '.[0].number // empty')
    if [ "$errors" -gt 0 ] || [ -s "$notes" ]; then
      {
        if [ "$errors" -gt 0 ]; then
          echo "The library's records have $errors error(s) after the latest change. Members' requests are still recorded and the catalogue is still published (the records with errors left out); these need a librarian:"
          echo
          jq -r '.diagnostics[] | select(.severity == "error")
                 | "- `\(.file | gsub("[`\r\n]"; "?")):\(.line)` `\(.message | gsub("[`\r\n]"; "\u0027"))`"' "$RUNNER_TEMP/check.json" | head -n 100
          echo
          echo "Run \`libgen check\` in a clone to see them, fix them in a pull request, and this issue closes itself."
        fi
        if [ -s "$notes" ]; then
          echo
          echo "The set-up:"
          echo
          cat "$notes"
        fi
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

    /// The end of a notices step (after-push, daily): the secrets it reads, and its script.
    static let noticesStepTail = #"""
              CONTACTS: ${{ secrets.LIBGEN_CONTACTS }}
              SMTP_PORT: ${{ secrets.SMTP_PORT }}
              SMTP_USER: ${{ secrets.SMTP_USER }}
              SMTP_PASSWORD: ${{ secrets.SMTP_PASSWORD }}
            run: |
    \#(indent(mailSetupScript + "\n" + noticesScript, by: 10))
    """#

    /// msmtp with the SMTP secrets; the contacts file and the msmtp configuration live under
    /// `$RUNNER_TEMP` only.
    static let mailSetupScript = #"""
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
    export MAIL_COMMAND="msmtp -C $RUNNER_TEMP/msmtprc --read-envelope-from -t"
    """#

    /// Every notice exactly once (CLI.md, "The v1.3 workflow"). \#(noticesRef) holds a tiny
    /// tree: `cursor`, the last head whose notices were all sent; `sent`, the ledger of notices a
    /// run sent from that cursor when others failed (hashes that name nobody); `daily-DAY`, the
    /// day's reminders sent; `lock`, the run sending now. A run takes the lock by compare-and-swap
    /// (`--force-with-lease`), sends the notices from the cursor to the head it checked out (none
    /// when that head is not newer), and moves the cursor to it only when nothing failed: a send
    /// that failed goes out with a later run, and the ledger keeps the others from going twice.
    /// A lock older than the job's time limit is taken over.
    static let noticesScript = #"""
    ref=\#(noticesRef)
    head=$(git rev-parse HEAD)
    zone=$(jq -r '.timezone // "UTC"' content/library.json 2>/dev/null || echo UTC)
    today=$(TZ="$zone" date +%F)
    state="$RUNNER_TEMP/notices"; mkdir -p "$state"
    me="run $GITHUB_RUN_ID.${GITHUB_RUN_ATTEMPT:-1}"
    old=""; cursor=""; lock=""
    read_state() {
      old=""; cursor=""; lock=""; : > "$state/sent"; : > "$state/daily"
      git update-ref -d "$ref" 2>/dev/null || true
      if git fetch -q origin "+$ref:$ref" 2>/dev/null; then
        old=$(git rev-parse "$ref")
        cursor=$(git show "$old:cursor" 2>/dev/null || true)
        lock=$(git show "$old:lock" 2>/dev/null || true)
        git show "$old:sent" > "$state/sent" 2>/dev/null || : > "$state/sent"
        git show "$old:daily-$today" > "$state/daily" 2>/dev/null || : > "$state/daily"
      fi
    }
    # write_state CURSOR LOCK: a new tree for the ref, pushed only if the ref is still $old.
    write_state() {
      local tree commit
      tree=$( {
        printf '100644 blob %s\tcursor\n' "$(printf '%s\n' "$1" | git hash-object -w --stdin)"
        printf '100644 blob %s\tsent\n' "$(git hash-object -w "$state/sent")"
        printf '100644 blob %s\tdaily-%s\n' "$(git hash-object -w "$state/daily")" "$today"
        if [ -n "$2" ]; then printf '100644 blob %s\tlock\n' "$(printf '%s\n' "$2" | git hash-object -w --stdin)"; fi
      } | git mktree)
      commit=$(git -c user.name=libgen -c user.email=libgen@users.noreply.github.com commit-tree "$tree" -m "libgen: notices sent up to $1")
      git push -q origin "$commit:$ref" --force-with-lease="$ref:$old" 2>/dev/null || return 1
      old=$commit
    }
    claimed=""
    for attempt in $(seq 1 90); do
      read_state
      if [ -n "$lock" ] && [ "$(( $(date +%s) - ${lock##* } ))" -lt 1500 ]; then
        echo "Another run ($lock) is sending notices; waiting for it (attempt $attempt)."
        sleep 10; continue
      fi
      if write_state "${cursor:-$SINCE}" "$me $(date +%s)"; then claimed=yes; break; fi
      sleep $(( (RANDOM % 3) + 1 ))
    done
    if [ -z "$claimed" ]; then echo "::warning::The notices' cursor stayed locked; these notices go out with a later run."; exit 0; fi
    cursor=${cursor:-$SINCE}
    if ! jq -e '.reminders.from // empty' content/library.json >/dev/null 2>&1; then
      # Nothing can be sent without a sender (the health issue says so); old news is not sent later.
      echo "::warning::reminders.from is not set in content/library.json: no notice is sent."
      write_state "$head" ""; exit 0
    fi
    failed=""
    send() {
      local status=0
      libgen remind "$@" --send --timeout \#(sendTimeout) --contacts "$RUNNER_TEMP/contacts.json" --sendmail "$MAIL_COMMAND" > "$state/out" || status=$?
      cat "$state/out"
      if [ "$status" -gt 1 ] || grep -q '^failed:' "$state/out"; then failed=yes; fi
    }
    case "$cursor" in "" | *[!0]*) ;; *) cursor="" ;; esac
    if [ -z "$cursor" ] || ! git cat-file -e "$cursor^{commit}" 2>/dev/null; then
      echo "No earlier head to compare with: the notices start from $head."
      cursor=$head
    elif [ "$cursor" != "$head" ] && git merge-base --is-ancestor "$head" "$cursor"; then
      echo "The notices up to $cursor were sent already (this run checked out $head)."
      head=$cursor
    elif [ "$cursor" != "$head" ]; then
      git merge-base --is-ancestor "$cursor" "$head" || cursor=$(git merge-base "$cursor" "$head" || echo "$head")
      send --since "$cursor" --ledger "$state/sent"
    fi
    next=$head
    if [ -n "$failed" ]; then next=$cursor; else : > "$state/sent"; fi
    if [ "${DAILY:-}" = true ]; then send --ledger "$state/daily"; fi
    write_state "$next" "" || echo "::warning::The notices' cursor moved under this run; the next run starts from where it left."
    if [ -n "$failed" ]; then echo "::warning::Some notices could not be sent; they go out with a later run."; fi
    """#

    /// Each open pull request that touches `content/`, checked as if merged into the head this
    /// run checked out: its files are read as data (`git merge-tree`, a worktree, `check
    /// --no-cache`); nothing from it is run, forks included. A commit status on its head says
    /// whether the merge would add an error.
    static let recheckScript = #"""
    base=$(git rev-parse HEAD)
    errors() { jq -r '.diagnostics[] | select(.severity == "error") | "\(.file)|\(.rule)|\(.message)"' "$1" | sort -u; }
    libgen check --no-cache --format json --overdue off > "$RUNNER_TEMP/main.json" || true
    errors "$RUNNER_TEMP/main.json" > "$RUNNER_TEMP/main-errors"
    gh pr list --base "$BRANCH" --state open --limit 100 --json number,headRefOid --jq '.[] | "\(.number) \(.headRefOid)"' > "$RUNNER_TEMP/prs" || true
    while read -r number sha; do
      [ -n "$number" ] || continue
      git fetch -q origin "+refs/pull/$number/head:refs/remotes/pull/$number" 2>/dev/null || continue
      sha=$(git rev-parse "refs/remotes/pull/$number")
      if git diff --quiet "$base...$sha" -- content/; then continue; fi
      if ! tree=$(git merge-tree --write-tree "$base" "$sha" 2>/dev/null | head -n 1) || [ -z "$tree" ]; then
        state=failure; words="Conflicts with $BRANCH: update the branch"
      else
        merged=$(git -c user.name=libgen -c user.email=libgen@users.noreply.github.com commit-tree "$tree" -p "$base" -p "$sha" -m "pull request $number as merged")
        dir="$RUNNER_TEMP/pull-$number"
        git worktree add -q --detach "$dir" "$merged"
        (cd "$dir" && libgen check --no-cache --base "$base" --format json --overdue off) > "$RUNNER_TEMP/pull.json" || true
        git worktree remove --force "$dir"
        added=$(errors "$RUNNER_TEMP/pull.json" | comm -13 "$RUNNER_TEMP/main-errors" - | wc -l)
        if [ "$added" -gt 0 ]; then state=failure; words="Merged now, it would add $added error(s) to $BRANCH"; else state=success; words="No error as merged with $BRANCH now"; fi
      fi
      echo "#$number: $words"
      gh api "repos/$GITHUB_REPOSITORY/statuses/$sha" -f state="$state" -f context="\#(mergedStatus)" -f description="$words" --silent || true
    done < "$RUNNER_TEMP/prs"
    """#

    /// Posts an outcome file's `also_comment` entries (`intake --outcome`, `expire --outcome`) on
    /// their issues, closing those it says to close.
    static let postCommentsFunction = #"""
    post_comments() {
      local count index issue
      count=$(jq '.also_comment // [] | length' "$1")
      for index in $(seq 0 $((count - 1))); do
        issue=$(jq -r ".also_comment[$index].issue" "$1")
        jq -r ".also_comment[$index].body" "$1" > "$RUNNER_TEMP/comment.md"
        gh issue comment "$issue" --body-file "$RUNNER_TEMP/comment.md" || true
        if [ "$(jq -r ".also_comment[$index].close // empty" "$1")" = not_planned ]; then
          gh issue close "$issue" --reason "not planned" || true
        fi
      done
    }
    """#

    /// `libgen expire --commit`, pushed to the default branch (recorded again on a moved branch).
    static let expireScript = #"""
    \#(postCommentsFunction)
    git config user.name "github-actions[bot]"
    git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
    for attempt in $(seq 1 \#(pushAttempts)); do
      git fetch -q origin "$BRANCH"
      git checkout -q -B "$BRANCH" "origin/$BRANCH"
      before=$(git rev-parse HEAD)
      rm -f "$RUNNER_TEMP/expire.json"
      libgen expire --commit --outcome "$RUNNER_TEMP/expire.json"
      [ "$(git rev-parse HEAD)" = "$before" ] && exit 0
      if git push -q origin "HEAD:$BRANCH"; then
        # On the borrow issues: the hold that ended (closed, not planned), and whose turn it is now.
        post_comments "$RUNNER_TEMP/expire.json"
        exit 0
      fi
      echo "The branch moved (attempt $attempt); ending the holds again on the new head."
      sleep $(( (RANDOM % 3) + 1 ))
    done
    echo "::error::The branch kept moving; no hold was ended."
    exit 1
    """#

    /// Builds the catalogue (availability changes with the date) and deploys it to Pages, even
    /// when the records have errors (the health issue names them) or the mail failed.
    static let publishSteps = #"""
          - name: Build the catalogue (a record with an error is left out; the health issue names it)
            if: ${{ !cancelled() }}
            run: libgen build --allow-errors
          - if: ${{ !cancelled() }}
            uses: \#(Pinned.uploadPagesArtifact)
            with:
              path: public
          - id: deploy
            if: ${{ !cancelled() }}
            uses: \#(Pinned.deployPages)
    """#

    static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}

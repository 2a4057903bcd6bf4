#!/usr/bin/env bash
# Finds the system tools the tests drive, from Debian, before any test runs (npm test calls this
# first): Chromium for browser tests, nginx (with its brotli static module) and openssl for the
# hosting test, Java for the Nu HTML Checker, PostgreSQL for the lead store's contract tests, and a
# font for the link previews' titles. Run as root on Debian, it installs what is missing; otherwise
# it stops at once and names the one command to run.
set -euo pipefail

missing=()
have() { command -v "$1" >/dev/null 2>&1; }

{ [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; } || have chromium || missing+=(chromium)
have nginx || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# The generated nginx.conf sends the build's .br twins with brotli_static.
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
have openssl || missing+=(openssl)
have java || missing+=(default-jre-headless)
compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null || missing+=(postgresql)
# Link previews draw their titles with a system font (DejaVu Sans); without one the text is blank.
compgen -G '/usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf' >/dev/null || missing+=(fonts-dejavu-core)
# A Devanagari font, as every phone has one: the Hindi pages' screenshots and axe read real glyphs, not boxes.
compgen -G '/usr/share/fonts/truetype/lohit-devanagari/*.ttf' >/dev/null || missing+=(fonts-lohit-deva)

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get install -y ${missing[*]}"
if [ "$(id -u)" = 0 ] && have apt-get; then
  echo "test tools: installing ${missing[*]} from Debian" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "test tools missing: ${missing[*]}. Install them with:  sudo $command" >&2
  exit 1
fi

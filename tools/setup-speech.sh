#!/bin/sh
# Real speech for the read-aloud test (test/ui/reader/aloud.test.ts) on a Debian machine without a sound card:
# Chromium (started with --enable-speech-dispatcher) speaks through speech-dispatcher and espeak-ng, and the
# audio goes to libao's null driver. Run as the user who runs the tests; apt-get needs root.
set -eu
if ! command -v speech-dispatcher >/dev/null; then
  apt-get install -y --no-install-recommends speech-dispatcher speech-dispatcher-espeak-ng espeak-ng
fi
mkdir -p "$HOME/.config/speech-dispatcher"
cat >"$HOME/.config/speech-dispatcher/speechd.conf" <<'CONF'
# Pith's tests (no sound card here): speech goes to libao's null driver (~/.libao)
Include "/etc/speech-dispatcher/speechd.conf"
AudioOutputMethod "libao"
CONF
echo "default_driver=null" >"$HOME/.libao"
echo "speech-dispatcher set up: spd-say -w hello should return at once without an error"

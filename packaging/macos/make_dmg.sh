#!/bin/bash
# macOS release step (run by .github/workflows/release.yml after `python packaging/package.py`):
# sign dist/Cardavia.app ad hoc (no Apple Developer ID: Gatekeeper asks once, right-click → Open),
# check the signature, and pack it with an /Applications link into
# dist/Cardavia-<version>-macos-<arch>.dmg with hdiutil. Usage: packaging/macos/make_dmg.sh [DIST]
set -euo pipefail
dist="${1:-dist}"
app="$dist/Cardavia.app"
version="$(sed -n 's/^__version__ = "\(.*\)"/\1/p' cardavia_desktop/__init__.py)"
arch="$(uname -m)"
dmg="$dist/Cardavia-$version-macos-$arch.dmg"

[ -d "$app" ] || { echo "no $app: build it first (python packaging/package.py)" >&2; exit 1; }
plutil -lint "$app/Contents/Info.plist"
codesign --force --deep --sign - --timestamp=none "$app"
codesign --verify --deep --strict --verbose=2 "$app"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Cardavia $version" -srcfolder "$staging" -fs HFS+ -format UDZO \
  -ov "$dmg"
hdiutil verify "$dmg"
echo "$dmg"

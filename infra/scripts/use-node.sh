#!/usr/bin/env bash
# Puts the Node.js version in .nvmrc (a supported LTS) first on PATH. When the machine's `node` is
# older than that major version, it is installed from the npm registry's `node` package (which
# brings the official binary as `node-<platform>`) into .tools/node-<version>, once.
#
#   source infra/scripts/use-node.sh     # then npm install && npm start
#
# Needs only npm (any version that runs) and the npm registry; nvm users can run `nvm use` instead.
_dalil_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
_dalil_wanted="$(tr -d '[:space:]v' < "$_dalil_root/.nvmrc")"
_dalil_have="$(node --version 2>/dev/null | tr -d 'v' || true)"
if [ -z "$_dalil_have" ] || [ "${_dalil_have%%.*}" -lt "${_dalil_wanted%%.*}" ]; then
  _dalil_prefix="$_dalil_root/.tools/node-$_dalil_wanted"
  _dalil_bin="$_dalil_prefix/node_modules/node/bin"
  if [ ! -x "$_dalil_bin/node" ]; then
    echo "[node] installing Node.js $_dalil_wanted from the npm registry into .tools/ (found: ${_dalil_have:-none})" >&2
    mkdir -p "$_dalil_prefix"
    # The package's one install script links the platform binary; approve just that one.
    printf '{"private":true,"allowScripts":{"node":true}}\n' > "$_dalil_prefix/package.json"
    npm install --prefix "$_dalil_prefix" --no-audit --no-fund --no-package-lock "node@$_dalil_wanted" >/dev/null
  fi
  export PATH="$_dalil_bin:$PATH"
fi
unset _dalil_root _dalil_wanted _dalil_have _dalil_prefix _dalil_bin

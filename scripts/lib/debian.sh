# Debian's packages, for the README's commands (as root, or through sudo). Source this file.

# Debian keeps runuser, haproxy and PostgreSQL's cluster tools in the sbin folders, which the PATH of
# a non-login shell or a CI runner may lack.
case ":$PATH:" in *:/usr/sbin:*) ;; *) export PATH="$PATH:/usr/sbin:/sbin" ;; esac

# debian_packages_missing PACKAGE…: those of them dpkg does not have installed.
debian_packages_missing() {
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || echo "$package"
  done
}

# ensure_debian_packages PACKAGE…: installs those missing, in one update and one install.
ensure_debian_packages() {
  local missing sudo=''
  missing=$(debian_packages_missing "$@")
  [ -n "$missing" ] || return 0
  [ "$(id -u)" -eq 0 ] || sudo='sudo'
  echo "› Installing from Debian:" $missing
  $sudo apt-get update -qq
  # shellcheck disable=SC2086 # one package a word
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
}

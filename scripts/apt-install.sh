# Sourced by scripts/install-*.sh (not run by itself): apt_install TAG PACKAGE... installs the Debian packages
# with apt-get, as root or through sudo, its output on stderr; exits with a message naming TAG when neither root
# nor sudo nor apt-get is there.
apt_install() {
    local tag="$1"
    shift
    local as_root=()
    if [[ "$(id -u)" -ne 0 ]]; then
        command -v sudo > /dev/null || { echo "$tag: need root or sudo for apt-get" >&2; exit 1; }
        as_root=(sudo)
    fi
    command -v apt-get > /dev/null || { echo "$tag: apt-get not found (Debian/Ubuntu only)" >&2; exit 1; }

    echo "$tag: installing $*" >&2
    "${as_root[@]}" apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "$@" >&2
}

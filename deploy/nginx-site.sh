#!/bin/sh
# deploy/nginx.conf with its placeholders filled, on stdout (deploy/README.md, step 6):
#
#   deploy/nginx-site.sh SERVER_NAME MEDIA_DIR PORT [PORT ...] > /etc/nginx/sites-available/lesefunke
#
# Only configuration lines are filled: the comments that explain the placeholders keep their names (a sed over the
# whole file put an upstream's "server" line into a comment, and nginx -t failed). The deploy test renders its
# nginx configuration with this script too (tests/deploy/stack.ts).
set -eu

usage() {
  echo "Aufruf: deploy/nginx-site.sh <servername> <media-ordner> <port> [<port> …]" >&2
  echo "  z. B. deploy/nginx-site.sh lesefunke.example.org /srv/lesefunke/media 3001 3002" >&2
  exit 2
}
[ $# -ge 3 ] || usage
name=$1
given=$2
media=${2%/}
shift 2
case $name in
  '' | *[!A-Za-z0-9.-]*) echo "Servername „$name“: nur Buchstaben, Ziffern, „.“ und „-“ (der Hostname aus PUBLIC_URL)" >&2; exit 2 ;;
esac
case $media in
  /*) ;;
  *) echo "Media-Ordner „$given“: bitte absolut angeben (MEDIA_DIR aus lesefunke.env)" >&2; exit 2 ;;
esac
case $media in
  *[[:space:]\;\'\"{}]*) echo "Media-Ordner „$given“: Leerzeichen, „;“, Anführungszeichen und Klammern gehen in nginx.conf nicht" >&2; exit 2 ;;
esac
upstreams=''
for port in "$@"; do
  case $port in
    '' | *[!0-9]*) echo "Port „$port“ ist keine Zahl" >&2; exit 2 ;;
  esac
  if [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then echo "Port $port liegt nicht zwischen 1 und 65535" >&2; exit 2; fi
  upstreams="$upstreams${upstreams:+
    }server 127.0.0.1:$port max_fails=1 fail_timeout=10s;"
done

template="$(dirname "$0")/nginx.conf"
SERVER_NAME=$name MEDIA_DIR=$media UPSTREAMS=$upstreams awk '
  # every occurrence of key in s replaced by value (no regular expressions: a path may hold "&" or ".")
  function put(s, key, value,   out, i) {
    out = ""
    while ((i = index(s, key)) > 0) { out = out substr(s, 1, i - 1) value; s = substr(s, i + length(key)) }
    return out s
  }
  /^[ \t]*#/ { print; next }
  {
    line = put($0, "__SERVER_NAME__", ENVIRON["SERVER_NAME"])
    line = put(line, "__MEDIA_DIR__", ENVIRON["MEDIA_DIR"])
    line = put(line, "__UPSTREAMS__", ENVIRON["UPSTREAMS"])
    if (line ~ /__[A-Z_]+__/) { print "deploy/nginx.conf: unbekannter Platzhalter in Zeile " NR ": " $0 > "/dev/stderr"; failed = 1 }
    print line
  }
  END { exit failed }
' "$template"

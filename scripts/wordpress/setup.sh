#!/usr/bin/env bash
# A local WordPress with the Lesefunke plugin and the app's demo content, from Debian's packages:
# Apache with mod_php on http://127.0.0.1:8089, MariaDB, pretty permalinks. Runs as root (CI does).
# Idempotent: every run starts from an empty database and ends with the same content and ids.
#
#   sudo bash scripts/wordpress/setup.sh
#
# Settings (environment): WP_PORT (8089), LESEFUNKE_DEMO_NOW (ISO date the demo post dates count
# back from; default now). The admin is admin / Lesefunke2026! with the application password
# below for scripts; both are demo credentials for this local site only.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
started=$(date +%s)

WP_PORT=${WP_PORT:-8089}
WP_URL="http://127.0.0.1:$WP_PORT"
DB_NAME=lesefunke_wp
DB_USER=lesefunke_wp
DB_PASSWORD=lesefunke_wp_local
ADMIN_USER=admin
ADMIN_PASSWORD='Lesefunke2026!'
ADMIN_EMAIL=admin@lesefunke.test
APP_PASSWORD=${LESEFUNKE_WP_APP_PASSWORD:-LesefunkeDemoVorschau26x}
WP_CONTENT=/var/lib/wordpress/wp-content
work="$repo/.tmp/wordpress"
mkdir -p "$work"

if [ "$(id -u)" -ne 0 ]; then
  echo "setup.sh configures Apache and MariaDB: run it as root" >&2
  exit 1
fi

step() { echo "== $* ($(($(date +%s) - started)) s)"; }

packages=(wordpress mariadb-server apache2 libapache2-mod-php php-cli php-mysql curl)
installed=$(dpkg-query -W -f='${Status}\n' "${packages[@]}" 2>/dev/null | grep -c 'install ok installed' || true)
if [ "$installed" -ne "${#packages[@]}" ]; then
  step "installing ${packages[*]}"
  apt-get update -qq
  # no recommends: themes and language packs are not needed for the REST API
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
echo "WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" /usr/share/wordpress/wp-includes/version.php)"

step "MariaDB"
if ! mysqladmin ping --silent >/dev/null 2>&1; then
  service mariadb start >/dev/null
  for _ in $(seq 1 30); do mysqladmin ping --silent >/dev/null 2>&1 && break; sleep 1; done
fi
mysql --protocol=socket -uroot <<SQL
DROP DATABASE IF EXISTS \`$DB_NAME\`;
CREATE DATABASE \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL

step "WordPress config /etc/wordpress/config-lesefunke.php"
# Debian's wp-config.php loads /etc/wordpress/config-$WORDPRESS_CONFIG.php (README.Debian)
salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
{
  echo "<?php"
  echo "// written by scripts/wordpress/setup.sh: the Lesefunke demo site"
  echo "define('DB_NAME', '$DB_NAME');"
  echo "define('DB_USER', '$DB_USER');"
  echo "define('DB_PASSWORD', '$DB_PASSWORD');"
  echo "define('DB_HOST', 'localhost');"
  echo "define('DB_CHARSET', 'utf8mb4');"
  echo "define('WP_HOME', '$WP_URL');"
  echo "define('WP_SITEURL', '$WP_URL');"
  echo "define('WP_CONTENT_DIR', '$WP_CONTENT');"
  echo "define('WP_CONTENT_URL', '$WP_URL/wp-content');"
  # local: application passwords work over plain http (the preview needs them)
  echo "define('WP_ENVIRONMENT_TYPE', 'local');"
  echo "define('DISABLE_WP_CRON', true);"
  echo "define('AUTOMATIC_UPDATER_DISABLED', true);"
  echo "define('WP_DEBUG', false);"
  for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
    echo "define('$k', '$(salt)');"
  done
  echo "\$table_prefix = 'wp_';"
} > /etc/wordpress/config-lesefunke.php
chown root:www-data /etc/wordpress/config-lesefunke.php
chmod 640 /etc/wordpress/config-lesefunke.php

step "plugin and uploads"
rm -rf "$WP_CONTENT/plugins/lesefunke" "$WP_CONTENT/uploads/lesefunke"
cp -r "$repo/src/server/cms/wordpress-plugin/lesefunke" "$WP_CONTENT/plugins/lesefunke"
mkdir -p "$WP_CONTENT/uploads"
chown -R www-data:www-data "$WP_CONTENT/uploads"

step "Apache on $WP_URL"
cat > /etc/apache2/sites-available/lesefunke-wordpress.conf <<APACHE
# written by scripts/wordpress/setup.sh: the Lesefunke demo WordPress
Listen 127.0.0.1:$WP_PORT
<VirtualHost 127.0.0.1:$WP_PORT>
  ServerName 127.0.0.1
  DocumentRoot /usr/share/wordpress
  SetEnv WORDPRESS_CONFIG lesefunke
  Alias /wp-content $WP_CONTENT
  ErrorLog \${APACHE_LOG_DIR}/lesefunke-wordpress-error.log
  CustomLog \${APACHE_LOG_DIR}/lesefunke-wordpress-access.log combined
  <Directory /usr/share/wordpress>
    Options FollowSymLinks
    AllowOverride None
    Require all granted
    DirectoryIndex index.php
    # pretty permalinks, as WordPress' .htaccess would set them
    RewriteEngine On
    RewriteBase /
    RewriteRule ^index\.php$ - [L]
    RewriteCond %{REQUEST_FILENAME} !-f
    RewriteCond %{REQUEST_FILENAME} !-d
    RewriteRule . /index.php [L]
  </Directory>
  <Directory $WP_CONTENT>
    Options FollowSymLinks
    Require all granted
  </Directory>
</VirtualHost>
APACHE
a2enmod -q rewrite >/dev/null
a2ensite -q lesefunke-wordpress >/dev/null
# (AH00558 only says the machine has no global ServerName)
apache2ctl configtest 2>&1 | grep -v -e '^Syntax OK' -e AH00558 || true
if pgrep -x apache2 >/dev/null; then
  apache2ctl graceful 2>&1 | grep -v AH00558 || true
else
  service apache2 start 2>&1 | grep -v AH00558 || true
fi

step "demo content from the built-in seed"
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null
node --import tsx scripts/wordpress/export-demo-content.ts "$work/demo-content.json" ${LESEFUNKE_DEMO_NOW:+--now="$LESEFUNKE_DEMO_NOW"}

step "installing WordPress"
export LESEFUNKE_WP_URL="$WP_URL" WORDPRESS_CONFIG=lesefunke
php scripts/wordpress/install.php "$ADMIN_USER" "$ADMIN_PASSWORD" "$ADMIN_EMAIL"
php scripts/wordpress/import-demo-content.php "$work/demo-content.json" "$ADMIN_USER" "$APP_PASSWORD"
chown -R www-data:www-data "$WP_CONTENT/uploads"

step "checking"
for _ in $(seq 1 20); do
  curl -sf -o /dev/null "$WP_URL/wp-json/" && break
  sleep 0.5
done
curl -sf -o /dev/null "$WP_URL/wp-json/lesefunke/v2/menus" || { echo "lesefunke/v2/menus does not answer" >&2; exit 1; }
step "done: $WP_URL/wp-json/ (admin: $ADMIN_USER / $ADMIN_PASSWORD, application password $APP_PASSWORD)"

<?php
/**
 * Loads Debian's WordPress from the command line for the setup scripts (wp-cli is not in Debian).
 * Debian's wp-config.php picks /etc/wordpress/config-$WORDPRESS_CONFIG.php; HTTP_HOST and the
 * request variables stand in for the web request WordPress expects.
 */
if (PHP_SAPI !== 'cli') {
	exit(1);
}
$lesefunke_url = getenv('LESEFUNKE_WP_URL') ?: 'http://127.0.0.1:8089';
$_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG') ?: 'lesefunke';
$_SERVER['HTTP_HOST'] = parse_url($lesefunke_url, PHP_URL_HOST) . (parse_url($lesefunke_url, PHP_URL_PORT) ? ':' . parse_url($lesefunke_url, PHP_URL_PORT) : '');
$_SERVER['SERVER_NAME'] = parse_url($lesefunke_url, PHP_URL_HOST);
$_SERVER['SERVER_PORT'] = (string) (parse_url($lesefunke_url, PHP_URL_PORT) ?: 80);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
require_once (getenv('WORDPRESS_DIR') ?: '/usr/share/wordpress') . '/wp-load.php';

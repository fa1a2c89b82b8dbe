<?php
/**
 * Installs WordPress into an empty database and sets the site up like a school's would be:
 * German site title, Berlin time, pretty permalinks /{category}/{slug}/ like the app's paths,
 * comments off, the Lesefunke plugin active.
 *
 *   php install.php ADMIN_USER ADMIN_PASSWORD ADMIN_EMAIL
 */
define('WP_INSTALLING', true);
require __DIR__ . '/wp-cli-bootstrap.php';
// no mail about the new site: the machine has no mail transport, and nobody reads it
function wp_new_blog_notification() {
}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

[, $user, $password, $email] = $argv + [null, 'admin', '', 'admin@lesefunke.test'];
if (is_blog_installed()) {
	fwrite(STDERR, "WordPress is already installed in this database\n");
	exit(1);
}
$result = wp_install('Lesefunke', $user, $email, false, '', wp_slash($password));
echo "WordPress {$GLOBALS['wp_version']} installed, admin user {$result['user_id']}\n";

update_option('blogdescription', 'Lernerfolg durch Lesespaß');
update_option('timezone_string', 'Europe/Berlin');
update_option('gmt_offset', '');
update_option('date_format', 'j. F Y');
update_option('time_format', 'H:i');
update_option('start_of_week', 1);
update_option('default_comment_status', 'closed');
update_option('default_ping_status', 'closed');
update_option('permalink_structure', '/%category%/%postname%/');
update_option('uploads_use_yearmonth_folders', 0);

$activated = activate_plugin('lesefunke/lesefunke.php');
if (is_wp_error($activated)) {
	fwrite(STDERR, 'plugin activation failed: ' . $activated->get_error_message() . "\n");
	exit(1);
}
echo "plugin lesefunke active\n";

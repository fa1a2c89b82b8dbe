<?php
/**
 * Plugin Name:       Lesefunke
 * Description:       Liefert der Lesefunke-App, was sie über den WordPress-Kern hinaus braucht: Menüs, Jahresfilter, Startseiten-Optionen, Vorschau von Entwürfen und die Inhaltsfelder (Abschnitte, Kurztext, Hervorhebung, Teaser, Themenwelten) – ohne ACF.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Lesefunke
 * License:           GPL-2.0-or-later
 * Text Domain:       lesefunke
 *
 * The REST shapes are those of the app's built-in content service (src/server/routes/cms.ts in the
 * app's repository, see docs/api.md#content-api), so the app reads a WordPress with this plugin and the built-in
 * service the same way. README.md beside this file tells how to install it.
 */

if (!defined('ABSPATH')) {
	exit;
}

define('LESEFUNKE_PLUGIN_VERSION', '1.0.0');
/** Post meta with the ACF-shaped fields of a post, page or menu item, as a JSON object. */
define('LESEFUNKE_ACF_META', '_lesefunke_acf');
/** Post meta with the SEO title, description and canonical path (yoast_head_json without Yoast). */
define('LESEFUNKE_SEO_META', '_lesefunke_seo');
/** Option with the ACF options page (acf/v3/options/options), as a JSON object. */
define('LESEFUNKE_OPTIONS', 'lesefunke_options');
/** Option with the explanatory videos (lesefunke/v2/videos), as a JSON array. */
define('LESEFUNKE_VIDEOS', 'lesefunke_explanatory_videos');

require_once __DIR__ . '/includes/json.php';
require_once __DIR__ . '/includes/fields.php';
require_once __DIR__ . '/includes/routes.php';
if (is_admin()) {
	require_once __DIR__ . '/includes/admin.php';
}

/** Menu locations the app reads: the header menu and the footer, whose top level are its column headings. */
add_action('after_setup_theme', function () {
	register_nav_menus([
		'header' => __('Lesefunke: Kopfzeile', 'lesefunke'),
		'footer' => __('Lesefunke: Fußzeile (oberste Ebene = Spaltenüberschriften)', 'lesefunke'),
	]);
}, 20);

/** The page template the app shows as the topic-areas overview (acf.topic_areas). */
add_filter('theme_page_templates', function ($templates) {
	$templates['topic-areas'] = __('Lesefunke: Themenwelten', 'lesefunke');
	return $templates;
});

<?php
/**
 * Editing the Lesefunke fields without ACF:
 *  - a "Lesefunke" box beside posts and pages: short text, highlighted, SEO, and the other fields as JSON
 *  - a "Teaser (JSON)" field on each menu item (Design → Menüs)
 *  - Einstellungen → Lesefunke: the options page (front pages, header button, …) and the explanatory videos as JSON
 */

if (!defined('ABSPATH')) {
	exit;
}

const LESEFUNKE_NOTICE = 'lesefunke_json_error';

/** Parses editor input as JSON; on a mistake remembers it for a notice and answers null. */
function lesefunke_parse_json_input($raw, $label) {
	$raw = trim(wp_unslash((string) $raw));
	if ($raw === '') {
		return null;
	}
	$value = json_decode($raw);
	if (json_last_error() !== JSON_ERROR_NONE) {
		set_transient(LESEFUNKE_NOTICE . '_' . get_current_user_id(), sprintf(
			/* translators: 1: field label, 2: JSON error */
			__('Lesefunke: „%1$s“ ist kein gültiges JSON (%2$s) und wurde nicht gespeichert.', 'lesefunke'),
			$label,
			json_last_error_msg()
		), 60);
		return null;
	}
	return $value;
}

add_action('admin_notices', function () {
	$key = LESEFUNKE_NOTICE . '_' . get_current_user_id();
	$message = get_transient($key);
	if ($message) {
		delete_transient($key);
		printf('<div class="notice notice-error"><p>%s</p></div>', esc_html($message));
	}
});

function lesefunke_pretty_json($value) {
	return wp_json_encode($value, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
}

// ---- posts and pages ----

add_action('add_meta_boxes', function () {
	foreach (['post', 'page'] as $type) {
		add_meta_box('lesefunke-fields', __('Lesefunke', 'lesefunke'), 'lesefunke_render_meta_box', $type, 'normal', 'default');
	}
});

function lesefunke_render_meta_box($post) {
	$acf = lesefunke_get_acf($post->ID);
	$short_text = isset($acf->short_text) ? (string) $acf->short_text : '';
	$highlighted = !empty($acf->highlighted);
	$rest = clone $acf;
	unset($rest->short_text, $rest->highlighted);
	$seo = lesefunke_json_decode(get_post_meta($post->ID, LESEFUNKE_SEO_META, true), new stdClass());
	wp_nonce_field('lesefunke_save_' . $post->ID, 'lesefunke_nonce');
	?>
	<p><label for="lesefunke-short-text"><strong><?php esc_html_e('Kurztext (Karten und Teaser)', 'lesefunke'); ?></strong></label><br>
		<textarea id="lesefunke-short-text" name="lesefunke_short_text" rows="2" class="large-text"><?php echo esc_textarea($short_text); ?></textarea></p>
	<?php if ($post->post_type === 'post') : ?>
	<p><label><input type="checkbox" name="lesefunke_highlighted" value="1" <?php checked($highlighted); ?>>
		<?php esc_html_e('Hervorgehoben (oben angeheftet; „Oben auf der Startseite halten“ wirkt ebenso)', 'lesefunke'); ?></label></p>
	<?php endif; ?>
	<p><label for="lesefunke-seo-title"><strong><?php esc_html_e('SEO-Titel', 'lesefunke'); ?></strong></label><br>
		<input id="lesefunke-seo-title" name="lesefunke_seo_title" class="large-text" value="<?php echo esc_attr($seo->title ?? ''); ?>"></p>
	<p><label for="lesefunke-seo-description"><strong><?php esc_html_e('SEO-Beschreibung', 'lesefunke'); ?></strong></label><br>
		<textarea id="lesefunke-seo-description" name="lesefunke_seo_description" rows="2" class="large-text"><?php echo esc_textarea($seo->description ?? ''); ?></textarea></p>
	<p><label for="lesefunke-seo-canonical"><strong><?php esc_html_e('Kanonischer Pfad (leitet dorthin um, z. B. /faq)', 'lesefunke'); ?></strong></label><br>
		<input id="lesefunke-seo-canonical" name="lesefunke_seo_canonical" class="regular-text" value="<?php echo esc_attr($seo->canonical ?? ''); ?>"></p>
	<p><label for="lesefunke-acf"><strong><?php esc_html_e('Weitere Felder als JSON (sections, teasers, tags, topic_areas, …)', 'lesefunke'); ?></strong></label><br>
		<textarea id="lesefunke-acf" name="lesefunke_acf" rows="12" class="large-text code"><?php echo esc_textarea(lesefunke_pretty_json($rest)); ?></textarea>
		<span class="description"><?php esc_html_e('Ein JSON-Objekt. topic_areas nimmt Beitrags-IDs der Themenwelten, z. B. [30, 31].', 'lesefunke'); ?></span></p>
	<?php
}

add_action('save_post', function ($post_id, $post) {
	if (!isset($_POST['lesefunke_nonce']) || !wp_verify_nonce(sanitize_key($_POST['lesefunke_nonce']), 'lesefunke_save_' . $post_id)) {
		return;
	}
	if ((defined('DOING_AUTOSAVE') && DOING_AUTOSAVE) || wp_is_post_revision($post_id) || !current_user_can('edit_post', $post_id)) {
		return;
	}
	$acf = lesefunke_get_acf($post_id);
	if (isset($_POST['lesefunke_acf'])) {
		$rest = lesefunke_parse_json_input($_POST['lesefunke_acf'], __('Weitere Felder', 'lesefunke'));
		if (is_object($rest)) {
			$acf = $rest;
		}
	}
	$acf->short_text = sanitize_textarea_field(wp_unslash($_POST['lesefunke_short_text'] ?? ''));
	if ($post->post_type === 'post') {
		$acf->highlighted = !empty($_POST['lesefunke_highlighted']);
	}
	lesefunke_set_acf($post_id, $acf);
	$seo = ['title' => sanitize_text_field(wp_unslash($_POST['lesefunke_seo_title'] ?? '')),
		'description' => sanitize_textarea_field(wp_unslash($_POST['lesefunke_seo_description'] ?? ''))];
	$canonical = sanitize_text_field(wp_unslash($_POST['lesefunke_seo_canonical'] ?? ''));
	if ($canonical !== '') {
		$seo['canonical'] = $canonical;
	}
	update_post_meta($post_id, LESEFUNKE_SEO_META, wp_slash(lesefunke_json_encode($seo)));
}, 10, 2);

// ---- menu items ----

add_action('wp_nav_menu_item_custom_fields', function ($item_id) {
	$acf = lesefunke_get_acf($item_id);
	$teasers = $acf->teasers ?? [];
	?>
	<p class="field-lesefunke-teasers description description-wide">
		<label for="edit-menu-item-lesefunke-<?php echo esc_attr($item_id); ?>"><?php esc_html_e('Lesefunke: Teaser im Aufklappmenü (JSON-Liste von {image: {url, alt}, text, url})', 'lesefunke'); ?><br>
		<textarea id="edit-menu-item-lesefunke-<?php echo esc_attr($item_id); ?>" class="widefat code" rows="4" name="lesefunke_menu_teasers[<?php echo esc_attr($item_id); ?>]"><?php echo esc_textarea($teasers ? lesefunke_pretty_json($teasers) : ''); ?></textarea></label>
	</p>
	<?php
});

add_action('wp_update_nav_menu_item', function ($menu_id, $item_id) {
	if (!current_user_can('edit_theme_options') || !isset($_POST['lesefunke_menu_teasers'][$item_id])) {
		return;
	}
	$acf = lesefunke_get_acf($item_id);
	$raw = trim(wp_unslash($_POST['lesefunke_menu_teasers'][$item_id]));
	if ($raw === '') {
		unset($acf->teasers);
	} else {
		$teasers = lesefunke_parse_json_input($raw, __('Teaser', 'lesefunke'));
		if (is_array($teasers)) {
			$acf->teasers = $teasers;
		}
	}
	lesefunke_set_acf($item_id, $acf);
}, 10, 2);

// ---- options page ----

add_action('admin_menu', function () {
	add_options_page(__('Lesefunke', 'lesefunke'), __('Lesefunke', 'lesefunke'), 'manage_options', 'lesefunke', 'lesefunke_render_options_page');
});

function lesefunke_render_options_page() {
	if (!current_user_can('manage_options')) {
		return;
	}
	if (isset($_POST['lesefunke_options_nonce']) && wp_verify_nonce(sanitize_key($_POST['lesefunke_options_nonce']), 'lesefunke_options')) {
		$options = lesefunke_parse_json_input($_POST['lesefunke_options'] ?? '', __('Optionen', 'lesefunke'));
		if (is_object($options)) {
			update_option(LESEFUNKE_OPTIONS, lesefunke_json_encode($options), false);
		}
		$videos = lesefunke_parse_json_input($_POST['lesefunke_videos'] ?? '', __('Erklärvideos', 'lesefunke'));
		if (is_array($videos)) {
			update_option(LESEFUNKE_VIDEOS, lesefunke_json_encode($videos), false);
		}
		echo '<div class="notice notice-success"><p>' . esc_html__('Gespeichert.', 'lesefunke') . '</p></div>';
	}
	?>
	<div class="wrap">
		<h1><?php esc_html_e('Lesefunke', 'lesefunke'); ?></h1>
		<form method="post">
			<?php wp_nonce_field('lesefunke_options', 'lesefunke_options_nonce'); ?>
			<h2><?php esc_html_e('Optionen (acf/v3/options/options)', 'lesefunke'); ?></h2>
			<p class="description"><?php esc_html_e('header_cta, bug_popup_active, bug_popup_content, front_page_guest, front_page_user, news_excluded_categories, boardstories_listview_teaser, licenses_links, highlighted_licenses', 'lesefunke'); ?></p>
			<textarea name="lesefunke_options" rows="30" class="large-text code"><?php echo esc_textarea(lesefunke_pretty_json(lesefunke_get_options())); ?></textarea>
			<h2><?php esc_html_e('Erklärvideos (lesefunke/v2/videos)', 'lesefunke'); ?></h2>
			<textarea name="lesefunke_videos" rows="12" class="large-text code"><?php echo esc_textarea(lesefunke_pretty_json(lesefunke_get_videos())); ?></textarea>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

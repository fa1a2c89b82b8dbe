<?php
/**
 * Fills a freshly installed WordPress (install.php) with the app's demo content, as written by
 * export-demo-content.ts: the same category, post and page ids as the built-in content service,
 * the featured images as media, the header and footer menus, the options page and the explanatory
 * videos. Also gives the admin a fixed application password so scripts can ask for previews.
 *
 *   php import-demo-content.php CONTENT.json ADMIN_USER APP_PASSWORD
 */
require __DIR__ . '/wp-cli-bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/nav-menu.php';

[, $file, $admin_login, $app_password] = $argv + [null, '', 'admin', ''];
$content = json_decode(file_get_contents($file));
if (!$content) {
	fwrite(STDERR, "cannot read $file\n");
	exit(1);
}
if (!function_exists('lesefunke_set_acf')) {
	fwrite(STDERR, "the lesefunke plugin is not active\n");
	exit(1);
}
function fail($what) {
	fwrite(STDERR, $what . "\n");
	exit(1);
}
function check($result, $what) {
	if (is_wp_error($result) || !$result) {
		fail("$what: " . (is_wp_error($result) ? $result->get_error_message() : 'failed'));
	}
	return $result;
}
$admin = get_user_by('login', $admin_login) ?: fail("no user $admin_login");
wp_set_current_user($admin->ID);
kses_remove_filters(); // the demo HTML is trusted; keep it as the built-in service stores it

// WordPress' own first post, sample page and privacy page go; their ids belong to the demo posts
global $wpdb;
foreach ($wpdb->get_col("SELECT ID FROM {$wpdb->posts}") as $id) {
	wp_delete_post((int) $id, true);
}

// Categories: "Uncategorized" (term 1, the default category) becomes the first one, so ids line up
$category_ids = [];
foreach ($content->categories as $i => $category) {
	$args = ['name' => $category->name, 'slug' => $category->slug, 'description' => $category->description];
	$term = $i === 0 ? wp_update_term((int) get_option('default_category'), 'category', $args) : wp_insert_term($category->name, 'category', $args);
	$term = check($term, "category {$category->slug}");
	$category_ids[$category->slug] = (int) $term['term_id'];
	if ((int) $term['term_id'] !== (int) $category->id) {
		echo "note: category {$category->slug} has id {$term['term_id']} here, {$category->id} in the built-in service\n";
	}
}

$gmt = function ($iso) {
	return gmdate('Y-m-d H:i:s', strtotime($iso));
};
$plain = function ($html) {
	// the built-in service keeps excerpts as <p>…</p>; WordPress keeps them plain and adds the paragraph
	return trim(preg_replace('#^<p>(.*)</p>$#s', '$1', trim($html)));
};

// Posts and pages with the built-in ids (import_id), pages last as there
$featured = [];
foreach ($content->posts as $post) {
	$acf = clone $post->acf;
	if (isset($acf->topic_areas) && is_array($acf->topic_areas)) {
		// stored like an ACF relationship field: the ids of the theme-world posts
		$acf->topic_areas = array_map(function ($area) {
			return (int) $area->ID;
		}, $acf->topic_areas);
	}
	$date_gmt = $gmt($post->date_gmt);
	$id = wp_insert_post(wp_slash([
		'import_id' => (int) $post->id,
		'post_type' => $post->type,
		'post_status' => $post->status,
		'post_name' => $post->slug,
		'post_title' => $post->title,
		'post_content' => $post->content,
		'post_excerpt' => $plain($post->excerpt),
		'post_date' => get_date_from_gmt($date_gmt),
		'post_date_gmt' => $date_gmt,
		'post_parent' => (int) $post->parent,
		'post_author' => $admin->ID,
		'page_template' => $post->template,
		'comment_status' => 'closed',
		'ping_status' => 'closed',
		'post_category' => array_map(function ($slug) use ($category_ids) {
			return $category_ids[$slug];
		}, $post->categories),
	]), true);
	check($id, "{$post->type} {$post->slug}");
	if ($id !== (int) $post->id) {
		echo "note: {$post->type} {$post->slug} has id $id here, {$post->id} in the built-in service\n";
	}
	lesefunke_set_acf($id, $acf);
	update_post_meta($id, LESEFUNKE_SEO_META, wp_slash(lesefunke_json_encode($post->yoast)));
	if ($post->type === 'post' && !empty($acf->highlighted)) {
		stick_post($id);
	}
	$modified_gmt = $gmt($post->modified_gmt);
	$wpdb->update($wpdb->posts, [
		'post_modified' => get_date_from_gmt($modified_gmt),
		'post_modified_gmt' => $modified_gmt,
	], ['ID' => $id]);
	if ($post->featured_image) {
		$featured[$id] = $post->featured_image;
	}
}

// Featured images: the seed's pictures (a large and a medium width) as media, without resizing
$uploads = wp_upload_dir();
$dir = trailingslashit($uploads['basedir']) . 'lesefunke';
wp_mkdir_p($dir);
$media_ids = [];
foreach ($featured as $post_id => $image) {
	$name = basename($image->src);
	if (!isset($media_ids[$name])) {
		$medium = basename($image->medium);
		foreach ([$name, $medium] as $f) {
			copy("{$content->media_dir}/$f", "$dir/$f") || fail("cannot copy $f");
		}
		[$width, $height] = getimagesize("$dir/$name") ?: [960, 540];
		[$m_width, $m_height] = getimagesize("$dir/$medium") ?: [480, 270];
		$attachment = check(wp_insert_attachment([
			'post_title' => preg_replace('/\.\w+$/', '', $name),
			'post_mime_type' => 'image/webp',
			'post_status' => 'inherit',
			'post_author' => $admin->ID,
			'guid' => trailingslashit($uploads['baseurl']) . "lesefunke/$name",
		], "$dir/$name", 0, true), "media $name");
		update_post_meta($attachment, '_wp_attachment_image_alt', wp_slash($image->alt));
		wp_update_attachment_metadata($attachment, [
			'width' => $width,
			'height' => $height,
			'file' => "lesefunke/$name",
			'filesize' => filesize("$dir/$name"),
			'sizes' => ['medium' => ['file' => $medium, 'width' => $m_width, 'height' => $m_height, 'mime-type' => 'image/webp', 'filesize' => filesize("$dir/$medium")]],
			'image_meta' => [],
		]);
		$media_ids[$name] = $attachment;
	}
	set_post_thumbnail($post_id, $media_ids[$name]);
}

// Menus: header and footer at the plugin's locations; the footer's top level are the column headings
$locations = [];
$add_items = function ($menu_id, $items, $parent = 0) use (&$add_items) {
	foreach ($items as $position => $item) {
		$item_id = check(wp_update_nav_menu_item($menu_id, 0, [
			'menu-item-title' => $item->title,
			'menu-item-url' => $item->url,
			'menu-item-type' => 'custom',
			'menu-item-status' => 'publish',
			'menu-item-parent-id' => $parent,
			'menu-item-position' => $position + 1,
		]), "menu item {$item->title}");
		lesefunke_set_acf($item_id, $item->acf);
		$add_items($menu_id, $item->children, $item_id);
	}
};
foreach ($content->menus as $location => $items) {
	$menu_id = check(wp_create_nav_menu($location), "menu $location");
	$add_items($menu_id, $items);
	$locations[$location] = $menu_id;
}
set_theme_mod('nav_menu_locations', $locations);

// Options page and explanatory videos
$options = clone $content->options;
$videos = $options->explanatory_videos ?? [];
unset($options->explanatory_videos);
update_option(LESEFUNKE_OPTIONS, lesefunke_json_encode($options), false);
update_option(LESEFUNKE_VIDEOS, lesefunke_json_encode($videos), false);

// A fixed application password for the demo admin, so the recording script can ask for previews
if ($app_password !== '') {
	update_user_meta($admin->ID, WP_Application_Passwords::USERMETA_KEY_APPLICATION_PASSWORDS, [[
		'uuid' => wp_generate_uuid4(),
		'app_id' => '',
		'name' => 'Lesefunke demo (scripts/wordpress)',
		'password' => wp_hash_password(preg_replace('/[^a-z\d]/i', '', $app_password)), // as WordPress compares it
		'created' => time(),
		'last_used' => null,
		'last_ip' => null,
	]]);
	update_site_option('using_application_passwords', true);
}

flush_rewrite_rules(false);
printf("imported %d categories, %d posts and pages, %d media, %d menus, %d options, %d videos\n",
	count($category_ids), count($content->posts), count($media_ids), count($locations), count((array) $options), count($videos));

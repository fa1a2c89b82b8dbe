<?php
/**
 * Routes the app reads beyond core WordPress, in the shapes of the app's built-in content service:
 *   GET acf/v3/options/options         {acf: {header_cta, front_page_guest, …}}
 *   GET lesefunke/v2/menus             {header: MenuItem[], footer: {title, items: MenuItem[]}[]}
 *   GET lesefunke/v2/posts/years       [2026, 2025, …]  (?categories=1,4 or categories[]=1)
 *   GET lesefunke/v2/preview/{id}      a post or page, drafts too, as wp/v2 answers it; only for editors
 *   GET lesefunke/v2/videos            [{title, url, poster, category}]  (?category=, case-insensitive)
 * MenuItem: {ID, menu_item_parent, title, url, acf: {teasers?}, children: MenuItem[]}.
 */

if (!defined('ABSPATH')) {
	exit;
}

/** Site-relative URL for links into this site, so the app routes them itself (/faq, not http://cms/faq/). */
function lesefunke_relative_url($url) {
	$home = untrailingslashit(home_url());
	if ($url === $home) {
		return '/';
	}
	if (strpos($url, $home . '/') === 0) {
		return substr($url, strlen($home));
	}
	return $url;
}

/** The nav menu at a location, else the menu named like it (a fresh install has no locations set). */
function lesefunke_menu_items($location) {
	$locations = get_nav_menu_locations();
	$menu = !empty($locations[$location]) ? wp_get_nav_menu_object($locations[$location]) : false;
	if (!$menu) {
		$menu = wp_get_nav_menu_object($location);
	}
	if (!$menu) {
		return [];
	}
	$items = wp_get_nav_menu_items($menu->term_id, ['update_post_term_cache' => false]);
	if (!$items) {
		return [];
	}
	$nodes = [];
	foreach ($items as $item) {
		$nodes[(int) $item->ID] = (object) [
			'ID' => (int) $item->ID,
			'menu_item_parent' => (int) $item->menu_item_parent,
			'title' => $item->title,
			'url' => lesefunke_relative_url((string) $item->url),
			'acf' => lesefunke_get_acf($item->ID),
			'children' => [],
		];
	}
	$roots = [];
	foreach ($items as $item) { // wp_get_nav_menu_items answers in menu_order
		$node = $nodes[(int) $item->ID];
		if ($node->menu_item_parent && isset($nodes[$node->menu_item_parent])) {
			$nodes[$node->menu_item_parent]->children[] = $node;
		} else {
			$roots[] = $node;
		}
	}
	return $roots;
}

function lesefunke_rest_menus() {
	$footer = [];
	foreach (lesefunke_menu_items('footer') as $column) {
		$footer[] = ['title' => $column->title, 'items' => $column->children];
	}
	return rest_ensure_response(['header' => lesefunke_menu_items('header'), 'footer' => $footer]);
}

/** Years (site time zone) with published posts, newest first, optionally only in some categories. */
function lesefunke_rest_post_years(WP_REST_Request $request) {
	global $wpdb;
	$categories = array_values(array_filter(array_map('absint', (array) $request['categories'])));
	$join = '';
	if ($categories) {
		$ids = implode(',', $categories);
		$join = "INNER JOIN {$wpdb->term_relationships} tr ON tr.object_id = p.ID
			INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
				AND tt.taxonomy = 'category' AND tt.term_id IN ($ids)";
	}
	$years = $wpdb->get_col(
		"SELECT DISTINCT YEAR(p.post_date) AS y FROM {$wpdb->posts} p $join
		WHERE p.post_type = 'post' AND p.post_status = 'publish' ORDER BY y DESC"
	);
	return rest_ensure_response(array_map('intval', $years));
}

function lesefunke_rest_options() {
	// as an array, so that WordPress' `_fields` can name single options (acf.header_cta, acf.front_page_guest):
	// rest_filter_response_fields cuts arrays only, and the app asks the options in parts
	$options = (array) lesefunke_get_options();
	return rest_ensure_response(['acf' => $options ?: new stdClass()]);
}

/** Lower case for comparing (mbstring is not always installed; then ASCII only). */
function lesefunke_lower($text) {
	return function_exists('mb_strtolower') ? mb_strtolower($text, 'UTF-8') : strtolower($text);
}

function lesefunke_rest_videos(WP_REST_Request $request) {
	$videos = lesefunke_get_videos();
	$wanted = lesefunke_lower(trim((string) $request['category']));
	if ($wanted !== '') {
		$videos = array_values(array_filter($videos, function ($video) use ($wanted) {
			return isset($video->category) && lesefunke_lower($video->category) === $wanted;
		}));
	}
	return rest_ensure_response($videos);
}

/** Editors only: a visitor without login gets 401, a logged-in reader 403 (WordPress' rest_forbidden). */
function lesefunke_can_preview(WP_REST_Request $request) {
	$post = get_post((int) $request['id']);
	$allowed = $post ? current_user_can('edit_post', $post->ID) : current_user_can('edit_posts');
	if ($allowed) {
		return true;
	}
	return new WP_Error('rest_forbidden', __('Sorry, you are not allowed to do that.'), ['status' => rest_authorization_required_code()]);
}

/**
 * A post or page in any status, exactly as wp/v2/posts/{id} (or pages) shows it, with the editor's
 * newer autosave (unsaved changes of a published post) in place of the stored title, text and excerpt.
 */
function lesefunke_rest_preview(WP_REST_Request $request) {
	$post = get_post((int) $request['id']);
	if (!$post || !in_array($post->post_type, ['post', 'page'], true) || $post->post_status === 'trash') {
		return new WP_Error('rest_post_invalid_id', __('Invalid post ID.'), ['status' => 404]);
	}
	$autosave = wp_get_post_autosave($post->ID, get_current_user_id());
	$autosave_title = null;
	if ($autosave && mysql2date('U', $autosave->post_modified_gmt, false) > mysql2date('U', $post->post_modified_gmt, false)) {
		$post = clone $post;
		$post->post_title = $autosave->post_title;
		$post->post_content = $autosave->post_content;
		$post->post_excerpt = $autosave->post_excerpt;
		// the controller renders the title by id, from the stored post
		$post_id = $post->ID;
		$autosave_title = function ($title, $id = 0) use ($post_id, $autosave) {
			return (int) $id === $post_id ? $autosave->post_title : $title;
		};
		add_filter('the_title', $autosave_title, 1, 2);
	}
	$controller = get_post_type_object($post->post_type)->get_rest_controller();
	$inner = new WP_REST_Request('GET', '/wp/v2/' . ($post->post_type === 'page' ? 'pages' : 'posts') . '/' . $post->ID);
	$inner->set_query_params(['context' => 'view'] + $request->get_query_params());
	$GLOBALS['post'] = $post; // the_content filters and get_the_excerpt read the global post
	setup_postdata($post);
	$response = $controller->prepare_item_for_response($post, $inner);
	wp_reset_postdata();
	if ($autosave_title) {
		remove_filter('the_title', $autosave_title, 1);
	}
	// work in progress is never kept; WordPress sends its no-cache headers after the route's own
	add_filter('nocache_headers', function ($headers) {
		$headers['Cache-Control'] = 'no-store, no-cache, must-revalidate, max-age=0';
		return $headers;
	});
	$response->header('Cache-Control', 'no-store');
	return $response;
}

add_action('rest_api_init', function () {
	$public = '__return_true';
	register_rest_route('lesefunke/v2', '/menus', [
		'methods' => WP_REST_Server::READABLE,
		'callback' => 'lesefunke_rest_menus',
		'permission_callback' => $public,
	]);
	register_rest_route('lesefunke/v2', '/posts/years', [
		'methods' => WP_REST_Server::READABLE,
		'callback' => 'lesefunke_rest_post_years',
		'permission_callback' => $public,
		'args' => [
			'categories' => [
				'description' => __('Only years with posts in these categories (ids).', 'lesefunke'),
				'type' => 'array',
				'items' => ['type' => 'integer'],
				'default' => [],
			],
		],
	]);
	register_rest_route('lesefunke/v2', '/videos', [
		'methods' => WP_REST_Server::READABLE,
		'callback' => 'lesefunke_rest_videos',
		'permission_callback' => $public,
		'args' => ['category' => ['type' => 'string', 'default' => '']],
	]);
	register_rest_route('lesefunke/v2', '/preview/(?P<id>[\d]+)', [
		'methods' => WP_REST_Server::READABLE,
		'callback' => 'lesefunke_rest_preview',
		'permission_callback' => 'lesefunke_can_preview',
		'args' => ['id' => ['type' => 'integer', 'description' => __('Unique identifier for the post.')]],
	]);
	// with ACF and "ACF to REST API" installed, that plugin answers the options itself
	if (!class_exists('ACF_To_REST_API')) {
		register_rest_route('acf/v3', '/options/options', [
			'methods' => WP_REST_Server::READABLE,
			'callback' => 'lesefunke_rest_options',
			'permission_callback' => $public,
		]);
	}
});

/**
 * The app's built-in service lets shared caches keep content a minute; WordPress sends no caching
 * headers for anonymous reads. Same here for the content the app reads, so the app's proxy and the
 * service worker treat both alike. Logged-in answers keep WordPress' no-cache headers.
 */
add_filter('rest_post_dispatch', function ($response, $server, $request) {
	if (!($response instanceof WP_REST_Response) || $request->get_method() !== 'GET' || is_user_logged_in()) {
		return $response;
	}
	if ($response->get_status() !== 200 || isset($response->get_headers()['Cache-Control'])) {
		return $response;
	}
	if (preg_match('#^/(wp/v2/(posts|pages|categories)|lesefunke/v2/(menus|posts/years|videos)|acf/v3/options)#', $request->get_route())) {
		$response->header('Cache-Control', 'public, max-age=60');
	}
	return $response;
}, 10, 3);

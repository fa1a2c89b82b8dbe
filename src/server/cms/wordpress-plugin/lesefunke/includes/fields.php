<?php
/**
 * Fields that posts and pages carry in the app's content API beyond core WordPress:
 *   acf               the ACF-shaped fields (short_text, highlighted, tags, teasers, sections, topic_areas, …)
 *   category_slugs    slugs of the post's categories, in category id order (pages: [])
 *   featured_image_src {src, srcset, medium, alt} of the featured image, or null
 *   yoast_head_json   {title, description, canonical?} when Yoast SEO is not installed
 * Registered with register_rest_field, so _fields and _embed work on them like on core fields.
 */

if (!defined('ABSPATH')) {
	exit;
}

add_action('init', function () {
	// the JSON metas are protected (leading underscore) and shown through the acf field, not meta
	foreach (['post', 'page', 'nav_menu_item'] as $type) {
		register_post_meta($type, LESEFUNKE_ACF_META, [
			'type' => 'string',
			'single' => true,
			'show_in_rest' => false,
			'auth_callback' => function ($allowed, $key, $post_id) {
				return current_user_can('edit_post', $post_id);
			},
		]);
	}
});

/** acf.topic_areas holds post ids (like an ACF relationship field); the app reads them expanded. */
function lesefunke_expand_topic_areas($acf) {
	if (!isset($acf->topic_areas) || !is_array($acf->topic_areas)) {
		return $acf;
	}
	$areas = [];
	foreach ($acf->topic_areas as $item) {
		if (!is_int($item) && !(is_string($item) && ctype_digit($item))) {
			$areas[] = $item; // already an object: written by hand, pass through
			continue;
		}
		$post = get_post((int) $item);
		if (!$post || $post->post_status !== 'publish') {
			continue;
		}
		$fields = lesefunke_get_acf($post->ID);
		$areas[] = (object) [
			'ID' => $post->ID,
			'post_name' => $post->post_name,
			'post_title' => $post->post_title,
			'acf' => (object) [
				'teaser_title' => $fields->teaser_title ?? $post->post_title,
				'topicarea_teaser_image' => $fields->topicarea_teaser_image ?? null,
				'tags' => $fields->tags ?? [],
				'items' => $fields->items ?? [],
			],
		];
	}
	$acf = clone $acf;
	$acf->topic_areas = $areas;
	return $acf;
}

/** The acf field of a post or page: stored fields, highlighted also set by "stick to the top". */
function lesefunke_acf_for_post($post_id, $post_type) {
	$acf = lesefunke_expand_topic_areas(lesefunke_get_acf($post_id));
	if ($post_type === 'post' && is_sticky($post_id)) {
		$acf->highlighted = true;
	}
	return $acf;
}

function lesefunke_featured_image_src($post_id) {
	$media_id = (int) get_post_thumbnail_id($post_id);
	if (!$media_id) {
		return null;
	}
	$full = wp_get_attachment_image_src($media_id, 'full');
	if (!$full) {
		return null;
	}
	$medium = wp_get_attachment_image_src($media_id, 'medium');
	return [
		'src' => $full[0],
		'srcset' => (string) wp_get_attachment_image_srcset($media_id, 'full'),
		'medium' => $medium ? $medium[0] : $full[0],
		'alt' => (string) get_post_meta($media_id, '_wp_attachment_image_alt', true),
	];
}

function lesefunke_seo_for_post($post) {
	$seo = lesefunke_json_decode(get_post_meta($post->ID, LESEFUNKE_SEO_META, true), null);
	$out = [
		'title' => is_object($seo) && isset($seo->title) && $seo->title !== '' ? $seo->title : get_the_title($post),
		'description' => is_object($seo) && isset($seo->description)
			? $seo->description
			: wp_strip_all_tags(get_the_excerpt($post), true),
	];
	if (is_object($seo) && !empty($seo->canonical)) {
		$out['canonical'] = $seo->canonical;
	}
	return $out;
}

add_action('rest_api_init', function () {
	$acf_schema = [
		'description' => __('ACF-shaped fields: short_text, highlighted, tags, teasers, sections, topic_areas, …', 'lesefunke'),
		'type' => 'object',
		'context' => ['view', 'edit', 'embed'],
	];
	foreach (['post', 'page'] as $type) {
		// ACF with "ACF to REST API" brings its own acf field; then it answers
		if (!class_exists('ACF_To_REST_API')) {
			register_rest_field($type, 'acf', [
				'get_callback' => function ($item) use ($type) {
					// an array, so _fields=acf.short_text can pick inside it; {} (not []) when empty
					$acf = get_object_vars(lesefunke_acf_for_post($item['id'], $type));
					return $acf ? $acf : new stdClass();
				},
				'update_callback' => function ($value, $post) {
					if (!current_user_can('edit_post', $post->ID)) {
						return new WP_Error('rest_cannot_edit', __('Sorry, you are not allowed to edit this post.'), ['status' => rest_authorization_required_code()]);
					}
					lesefunke_set_acf($post->ID, (object) $value);
					return true;
				},
				'schema' => $acf_schema,
			]);
		}
		register_rest_field($type, 'category_slugs', [
			'get_callback' => function ($item) use ($type) {
				if ($type !== 'post') {
					return [];
				}
				$terms = wp_get_post_terms($item['id'], 'category', ['orderby' => 'term_id', 'order' => 'ASC', 'fields' => 'id=>slug']);
				return is_wp_error($terms) ? [] : array_values($terms);
			},
			'schema' => ['type' => 'array', 'items' => ['type' => 'string'], 'context' => ['view', 'edit', 'embed'], 'readonly' => true],
		]);
		register_rest_field($type, 'featured_image_src', [
			'get_callback' => function ($item) {
				return lesefunke_featured_image_src($item['id']);
			},
			'schema' => ['type' => ['object', 'null'], 'context' => ['view', 'edit', 'embed'], 'readonly' => true],
		]);
		if (!defined('WPSEO_VERSION')) {
			register_rest_field($type, 'yoast_head_json', [
				'get_callback' => function ($item) {
					return lesefunke_seo_for_post(get_post($item['id']));
				},
				'schema' => ['type' => 'object', 'context' => ['view', 'edit', 'embed'], 'readonly' => true],
			]);
		}
	}
});

<?php
/**
 * JSON values kept in post meta and options. They are decoded to stdClass objects, not PHP arrays,
 * so an empty object stays {} in the REST answer (the app reads `acf: {}`, never `acf: []`).
 */

if (!defined('ABSPATH')) {
	exit;
}

/** Decodes stored JSON; anything unreadable or missing becomes $fallback. */
function lesefunke_json_decode($raw, $fallback) {
	if (!is_string($raw) || $raw === '') {
		return $fallback;
	}
	$value = json_decode($raw);
	return json_last_error() === JSON_ERROR_NONE ? $value : $fallback;
}

/** Encodes a value for storage (post meta needs wp_slash on top: update_post_meta unslashes). */
function lesefunke_json_encode($value) {
	return wp_json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
}

/** The ACF-shaped fields of a post, page or menu item, always an object. */
function lesefunke_get_acf($post_id) {
	$acf = lesefunke_json_decode(get_post_meta($post_id, LESEFUNKE_ACF_META, true), null);
	return is_object($acf) ? $acf : new stdClass();
}

function lesefunke_set_acf($post_id, $acf) {
	return update_post_meta($post_id, LESEFUNKE_ACF_META, wp_slash(lesefunke_json_encode((object) $acf)));
}

/** The ACF options page, always an object. */
function lesefunke_get_options() {
	$options = lesefunke_json_decode(get_option(LESEFUNKE_OPTIONS, ''), null);
	return is_object($options) ? $options : new stdClass();
}

function lesefunke_get_videos() {
	$videos = lesefunke_json_decode(get_option(LESEFUNKE_VIDEOS, ''), null);
	return is_array($videos) ? $videos : [];
}

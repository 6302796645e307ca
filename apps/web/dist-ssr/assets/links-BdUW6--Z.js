// ../../packages/core/src/links.ts
/**
* Adds http:// to a link typed without a scheme, so "linkedin.com/in/x" becomes a working link.
* Only http and https are kept as they are: anything else (javascript:, data:) is prefixed
* too, which turns it into a harmless web address rather than script in an href.
*/
function withHttpPrefix(url) {
	const trimmed = url.trim();
	if (trimmed === "" || /^https?:\/\//i.test(trimmed)) return trimmed;
	return `http://${trimmed}`;
}
/** http(s) addresses and www. names in typed text, up to whitespace or a closing bracket. */
var LINK_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/gi;
/** Punctuation that ends a sentence rather than the address ("see example.com."). */
var TRAILING_PUNCTUATION = /[.,;:!?]+$/;
/**
* Splits plain text (a message) into text and links for display: nothing is fetched or rendered as
* HTML, and every link's href is http(s) (withHttpPrefix), so it can never run script.
*/
function splitLinks(text) {
	const parts = [];
	let from = 0;
	for (const match of text.matchAll(LINK_IN_TEXT)) {
		const link = match[0].replace(TRAILING_PUNCTUATION, "");
		const at = match.index ?? 0;
		if (at > from) parts.push({
			kind: "text",
			text: text.slice(from, at)
		});
		parts.push({
			kind: "link",
			text: link,
			href: withHttpPrefix(link)
		});
		from = at + link.length;
	}
	if (from < text.length) parts.push({
		kind: "text",
		text: text.slice(from)
	});
	return parts;
}
export { withHttpPrefix as n, splitLinks as t };

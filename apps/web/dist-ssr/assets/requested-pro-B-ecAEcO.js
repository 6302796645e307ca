import { d as object, p as string } from "./schemas-DY5hhiYg.js";
import { i as BOOK_NOW_SERVICE_PARAM } from "./advisor-_rAbsvwi.js";
var REQUESTED_PRO_NOT_FOUND = "We could not find this professional. Please book without a request.";
/** A pro's account id as input, refused in the words of the form it comes from. */
var proIdSchemaSaying = (notFound) => string({ error: notFound }).trim().min(1, { error: notFound }).max(64, { error: notFound });
var proUserIdSchema = proIdSchemaSaying(REQUESTED_PRO_NOT_FOUND);
object({ proUserId: proUserIdSchema });
/** /book-now/HAIR?service=abc&pro=xyz: the form opens on this service with the pro requested. */
function bookThisLookHref(look, proUserId) {
	const query = new URLSearchParams({
		[BOOK_NOW_SERVICE_PARAM]: look.serviceId,
		["pro"]: proUserId
	});
	return `/book-now/${look.serviceType}?${query}`;
}
export { proUserIdSchema as n, bookThisLookHref as t };

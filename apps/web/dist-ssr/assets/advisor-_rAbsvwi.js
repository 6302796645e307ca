// ../../packages/core/src/advisor.ts
var ADVISOR_OCCASIONS = [
	{
		value: "WEDDING",
		label: "Wedding or formal event"
	},
	{
		value: "NIGHT_OUT",
		label: "Night out or party"
	},
	{
		value: "PHOTOS",
		label: "Photo shoot or content day"
	},
	{
		value: "CELEBRATION",
		label: "Cultural celebration"
	},
	{
		value: "EVERYDAY",
		label: "Work week or everyday"
	},
	{
		value: "SELF_CARE",
		label: "A treat for me"
	}
];
var ADVISOR_NEEDS = [
	{
		value: "HAIR_STYLING",
		label: "Styled hair",
		hint: "Blowouts, silk presses, cuts and updos"
	},
	{
		value: "PROTECTIVE_STYLES",
		label: "Braids and locs",
		hint: "Box braids, cornrows, loc care"
	},
	{
		value: "WIGS",
		label: "Wigs",
		hint: "Installs and custom units"
	},
	{
		value: "MAKEUP",
		label: "Makeup and skin",
		hint: "From fresh-faced to full glam"
	},
	{
		value: "NAILS",
		label: "Nails",
		hint: "Manicures, gel and full sets"
	},
	{
		value: "HENNA",
		label: "Henna",
		hint: "Bridal and celebration designs"
	}
];
var ADVISOR_TIMES = [
	{
		value: "QUICK",
		label: "An hour or so",
		maxHours: 1.5
	},
	{
		value: "FEW_HOURS",
		label: "Two to three hours",
		maxHours: 3
	},
	{
		value: "HALF_DAY",
		label: "Half a day or more",
		maxHours: 8
	}
];
/** Query parameter of /book-now/{TYPE} that pre-selects a service by its catalogue id. */
var BOOK_NOW_SERVICE_PARAM = "service";
/** /book-now/HAIR?service=abc: the booking form opens on this service type with the service chosen. */
function bookNowHref(service) {
	const query = new URLSearchParams({ [BOOK_NOW_SERVICE_PARAM]: service.id });
	return `/book-now/${service.serviceType}?${query}`;
}
var kindOf = (service) => service.flow === "STANDARD" ? service.serviceType : service.flow;
var KINDS_FOR_NEED = {
	HAIR_STYLING: ["HAIR", "BLOWOUT"],
	PROTECTIVE_STYLES: [
		"LOCS",
		"CORNROW",
		"BRAIDED_EXTENSION",
		"SIGNATURE_BRAIDS"
	],
	WIGS: ["WIG_INSTALLATION", "CUSTOM_WIG"],
	MAKEUP: ["MAKEUP", "LUXE_MAKEUP"],
	NAILS: ["NAIL"],
	HENNA: ["HENNA"]
};
/** Typical appointment length by kind; braids with added hair take the better part of a day. */
var TYPICAL_HOURS = {
	HAIR: 1.5,
	BLOWOUT: 1,
	LOCS: 3,
	CORNROW: 2,
	BRAIDED_EXTENSION: 5,
	SIGNATURE_BRAIDS: 6,
	WIG_INSTALLATION: 2,
	CUSTOM_WIG: 3,
	MAKEUP: 1,
	LUXE_MAKEUP: 1.5,
	NAIL: 1,
	HENNA: 1.5
};
/** How well a kind suits an occasion, 0 (neutral) to 3 (the classic choice). */
var OCCASION_FIT = {
	WEDDING: {
		LUXE_MAKEUP: 3,
		HENNA: 3,
		BLOWOUT: 2,
		SIGNATURE_BRAIDS: 2,
		CUSTOM_WIG: 2,
		WIG_INSTALLATION: 2,
		MAKEUP: 2,
		NAIL: 1
	},
	NIGHT_OUT: {
		BLOWOUT: 3,
		MAKEUP: 3,
		LUXE_MAKEUP: 2,
		WIG_INSTALLATION: 2,
		NAIL: 2,
		HAIR: 1
	},
	PHOTOS: {
		LUXE_MAKEUP: 3,
		BLOWOUT: 2,
		WIG_INSTALLATION: 2,
		MAKEUP: 2,
		CUSTOM_WIG: 1
	},
	CELEBRATION: {
		HENNA: 3,
		LUXE_MAKEUP: 2,
		SIGNATURE_BRAIDS: 2,
		CORNROW: 1,
		NAIL: 1
	},
	EVERYDAY: {
		HAIR: 2,
		LOCS: 2,
		CORNROW: 2,
		BRAIDED_EXTENSION: 2,
		MAKEUP: 1,
		NAIL: 1
	},
	SELF_CARE: {
		HAIR: 2,
		NAIL: 2,
		BLOWOUT: 2,
		LOCS: 1,
		MAKEUP: 1
	}
};
var OCCASION_WORDS = {
	WEDDING: "weddings and formal events",
	NIGHT_OUT: "a night out",
	PHOTOS: "photos and video",
	CELEBRATION: "celebrations",
	EVERYDAY: "everyday wear",
	SELF_CARE: "a little self-care"
};
function hoursText(hours) {
	if (hours === 1) return "about an hour";
	if (hours === 1.5) return "about an hour and a half";
	return `about ${hours} hours`;
}
function reasonsFor(occasion, occasionFit, hours, fitsTime) {
	const reasons = [];
	if (occasionFit >= 3) reasons.push(`A favourite for ${OCCASION_WORDS[occasion]}.`);
	else if (occasionFit >= 2) reasons.push(`Works beautifully for ${OCCASION_WORDS[occasion]}.`);
	reasons.push(fitsTime ? `Usually takes ${hoursText(hours)}, within the time you have.` : `Usually takes ${hoursText(hours)}: more time than you have, so plan for a longer slot.`);
	return reasons;
}
/**
* Up to three live, adult services matching what the customer wants done, best first:
* those that fit the time available before those that do not, then by how well they suit
* the occasion, then in catalogue order. Empty when nothing live matches the need.
*/
function recommendServices(answers, services) {
	const kinds = KINDS_FOR_NEED[answers.need];
	const maxHours = ADVISOR_TIMES.find((time) => time.value === answers.time)?.maxHours ?? Number.POSITIVE_INFINITY;
	const candidates = services.filter((service) => service.live && !service.forKids && kinds.includes(kindOf(service))).map((service, catalogueOrder) => {
		const kind = kindOf(service);
		const estimatedHours = TYPICAL_HOURS[kind];
		return {
			service,
			estimatedHours,
			fitsTime: estimatedHours <= maxHours,
			occasionFit: OCCASION_FIT[answers.occasion][kind] ?? 0,
			catalogueOrder
		};
	});
	candidates.sort((a, b) => Number(b.fitsTime) - Number(a.fitsTime) || b.occasionFit - a.occasionFit || a.catalogueOrder - b.catalogueOrder);
	return candidates.slice(0, 3).map(({ service, estimatedHours, fitsTime, occasionFit }) => ({
		service,
		estimatedHours,
		fitsTime,
		reasons: reasonsFor(answers.occasion, occasionFit, estimatedHours, fitsTime),
		href: bookNowHref(service)
	}));
}
export { recommendServices as a, BOOK_NOW_SERVICE_PARAM as i, ADVISOR_OCCASIONS as n, ADVISOR_TIMES as r, ADVISOR_NEEDS as t };

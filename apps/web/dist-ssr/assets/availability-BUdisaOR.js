import { o as formatTime12h } from "./format-DKKLJChm.js";
import { d as object, i as boolean, p as string, r as array, u as number } from "./schemas-DY5hhiYg.js";
import { t as BOOKING_HOURS } from "./product-CALG69RJ.js";
import { A as isCalendarDate, D as TIME_PATTERN, j as isWithinBookingHours } from "../entry-server.js";
import { p as zipCodeSchema, r as calendarDateSchema } from "./schemas-sxsS2w5F.js";
// ../../packages/core/src/availability.ts
var WEEKDAYS = [
	"MON",
	"TUE",
	"WED",
	"THU",
	"FRI",
	"SAT",
	"SUN"
];
var WEEKDAY_LABELS = {
	MON: "Monday",
	TUE: "Tuesday",
	WED: "Wednesday",
	THU: "Thursday",
	FRI: "Friday",
	SAT: "Saturday",
	SUN: "Sunday"
};
var AVAILABILITY_LIMITS = {
	rangesPerDay: 4,
	timeOffEntries: 50,
	bufferMinutes: {
		min: 0,
		max: 240
	},
	maxPerDay: {
		min: 1,
		max: 12
	},
	radiusMiles: {
		min: 1,
		max: 100
	}
};
var minutesOf = (time) => {
	const [hour = 0, minute = 0] = time.split(":").map(Number);
	return hour * 60 + minute;
};
var hoursTime = string({ error: "Please enter a time" }).regex(TIME_PATTERN, { error: "Please enter a time" });
var hoursRangeSchema = object({
	start: hoursTime,
	end: hoursTime
});
var rangeLabel = (range) => `${formatTime12h(range.start)}–${formatTime12h(range.end)}`;
/** The first problem of a day's ranges, as a sentence: one that ends before it starts, or two that overlap. */
function hoursProblem(day, ranges) {
	const label = WEEKDAY_LABELS[day];
	for (const range of ranges) if (minutesOf(range.end) <= minutesOf(range.start)) return `On ${label}, the hours ${rangeLabel(range)} end before they start. Please correct them.`;
	const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
	for (let index = 1; index < sorted.length; index++) {
		const earlier = sorted[index - 1];
		const later = sorted[index];
		if (minutesOf(later.start) < minutesOf(earlier.end)) return `On ${label}, the hours ${rangeLabel(earlier)} and ${rangeLabel(later)} overlap. Please correct them.`;
	}
	return null;
}
var weeklyHoursSchema = object(Object.fromEntries(WEEKDAYS.map((day) => [day, array(hoursRangeSchema).max(AVAILABILITY_LIMITS.rangesPerDay, { error: `Please enter at most ${AVAILABILITY_LIMITS.rangesPerDay} ranges a day` })])));
/** The first problem of a week's hours, as a sentence; null when every day's ranges are sound. */
function weeklyHoursProblem(week) {
	for (const day of WEEKDAYS) {
		const problem = hoursProblem(day, week[day]);
		if (problem) return problem;
	}
	return null;
}
var timeOffSchema = object({
	from: calendarDateSchema,
	to: calendarDateSchema
}).refine((entry) => entry.to >= entry.from, { error: "Time off must end on or after the day it starts" });
var wholeNumber = (what, limits) => number({ error: `Please enter ${what}` }).int({ error: `Please enter ${what} as a whole number` }).min(limits.min, { error: `Please enter ${what} of at least ${limits.min}` }).max(limits.max, { error: `Please enter ${what} of at most ${limits.max}` });
var availabilitySettingsSchema = object({
	weeklyHours: weeklyHoursSchema,
	timeOff: array(timeOffSchema).max(AVAILABILITY_LIMITS.timeOffEntries, { error: `Please enter at most ${AVAILABILITY_LIMITS.timeOffEntries} periods of time off` }),
	bufferMinutes: wholeNumber("a travel buffer", AVAILABILITY_LIMITS.bufferMinutes),
	maxPerDay: wholeNumber("a daily maximum", AVAILABILITY_LIMITS.maxPerDay),
	serviceIds: array(string().trim().min(1).max(64)).max(200),
	homeZip: zipCodeSchema,
	radiusMiles: wholeNumber("a radius", AVAILABILITY_LIMITS.radiusMiles),
	instantBooking: boolean({ error: "Please say whether you accept instant bookings" })
});
/** Days between two calendar dates ("2026-12-01" to "2026-12-03" is 2). */
function daysBetween(from, to) {
	return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}
object({
	serviceId: string({ error: "Please choose a service" }).trim().min(1, { error: "Please choose a service" }).max(64),
	zip: zipCodeSchema,
	from: calendarDateSchema,
	to: calendarDateSchema,
	requestedProId: string().trim().min(1).max(64).optional()
}).refine((input) => !isCalendarDate(input.from) || !isCalendarDate(input.to) || input.to >= input.from, {
	error: "Please choose an end date on or after the start date.",
	path: ["to"]
}).refine((input) => input.to < input.from || daysBetween(input.from, input.to) < 14, {
	error: `Please ask for at most 14 days at a time.`,
	path: ["to"]
});
var DAY_MS = 864e5;
function dayNumber(date) {
	const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
	return Date.UTC(year, month - 1, day);
}
/** The calendar date `days` after `date` (before, when negative). */
var addDays = (date, days) => new Date(dayNumber(date) + days * DAY_MS).toISOString().slice(0, 10);
Array.from({ length: (BOOKING_HOURS.closeHour - BOOKING_HOURS.openHour) * 60 / 30 + 1 }, (_, step) => {
	const minutes = BOOKING_HOURS.openHour * 60 + step * 30;
	return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}).filter(isWithinBookingHours);
export { availabilitySettingsSchema as a, addDays as i, WEEKDAYS as n, weeklyHoursProblem as o, WEEKDAY_LABELS as r, AVAILABILITY_LIMITS as t };

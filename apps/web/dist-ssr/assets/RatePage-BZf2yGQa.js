import { Dt as Divider, En as useSearchParams, Jt as Paper, f as PageMeta } from "../entry-server.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { t as formatAppointment } from "./format-Bu0XNN8x.js";
import { n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { i as useLinkedBooking, n as ReviewForm, t as TipForm } from "./TipForm-Dm9-rOw4.js";
// src/pages/RatePage.tsx
var import_jsx_runtime = require_jsx_runtime();
function RatePage() {
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token") ?? "";
	const query = useLinkedBooking(token);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title: "Rate your appointment",
		size: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Rate your appointment" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			isPending: query.isPending && token !== "",
			error: token === "" ? /* @__PURE__ */ new Error("This link is not complete. Please open it from your e-mail again.") : query.error,
			children: () => {
				const booking = query.data;
				if (!booking) return null;
				const when = formatAppointment(booking);
				const proName = booking.proFirstName ?? "your professional";
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
					withBorder: true,
					p: {
						base: "md",
						sm: "lg"
					},
					radius: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "lg",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
								booking.serviceName,
								" with ",
								proName,
								", ",
								when.date,
								" at ",
								when.time
							] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewForm, {
								bookingId: booking.id,
								proName,
								review: booking.review,
								hasPhoto: booking.hasPhoto,
								token
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TipForm, {
								bookingId: booking.id,
								proName,
								totalCents: booking.totalCents,
								tip: booking.tip,
								token
							})
						]
					})
				});
			}
		})]
	});
}
export { RatePage };

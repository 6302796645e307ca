import { t as Alert } from "./Alert-9th_45Ug.js";
import { Ft as Anchor, f as PageMeta, w as paths, xn as Link } from "../entry-server.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { n as ImagePicker, r as MAX_UPLOAD_BYTES, t as useImageUpload } from "./useImageUpload-CFDODAl6.js";
import { n as Fact, r as FactGrid } from "./BookingFacts-CF0E1zxu.js";
import { t as formatAppointment } from "./format-Bu0XNN8x.js";
import { i as useIdParam, n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// src/pages/UploadPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function UploadPage() {
	const bookingId = useIdParam();
	const utils = trpc.useUtils();
	const booking = trpc.account.bookingDetails.useQuery({ bookingId }, { enabled: bookingId !== "" });
	const [file, setFile] = (0, import_react.useState)(null);
	const { upload, progress, error, result, uploading } = useImageUpload();
	const send = async () => {
		if (!file) return;
		if (await upload({
			kind: "submission",
			bookingId
		}, file)) {
			setFile(null);
			utils.account.bookingDetails.invalidate({ bookingId });
			utils.pro.confirmedBookings.invalidate();
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title: "Upload a photo",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Upload a photo" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
			isPending: booking.isPending && bookingId !== "",
			error: bookingId === "" ? /* @__PURE__ */ new Error("We could not find this booking.") : booking.error,
			children: () => {
				const data = booking.data;
				if (!data) return null;
				const when = formatAppointment(data);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "lg",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactGrid, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Service",
								children: data.serviceName
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
								label: "Customer",
								children: [
									data.contact.firstName,
									" ",
									data.contact.lastName
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Date",
								children: when.date
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
								label: "Time",
								children: when.time
							})
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							c: "dimmed",
							children: [
								"Add a photo of the finished look. The customer sees it under Past Appointments. JPEG, PNG, GIF or WebP, up to ",
								MAX_UPLOAD_BYTES / 1024 / 1024,
								" MB."
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
							label: "Choose an image",
							file,
							onChange: setFile,
							progress,
							currentUrl: result?.url ?? data.customerPhotoUrl,
							capture: true,
							disabled: uploading
						}),
						error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							color: "red",
							variant: "light",
							role: "alert",
							children: error
						}),
						result && !file && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							color: "teal",
							variant: "light",
							role: "status",
							children: "The photo has been uploaded. We have let the customer know."
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "xs",
							align: "flex-start",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								onClick: send,
								disabled: !file,
								loading: uploading,
								children: "Upload photo"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: paths.dashboard,
								fw: 600,
								children: "Back to your dashboard"
							})]
						})
					]
				});
			}
		})]
	});
}
export { UploadPage };

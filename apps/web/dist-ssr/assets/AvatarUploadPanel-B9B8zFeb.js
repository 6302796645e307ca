import { X as require_jsx_runtime, Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { n as ImagePicker, t as useImageUpload } from "./useImageUpload-CFDODAl6.js";
import { S as Stack, g as PASSWORDS_DO_NOT_MATCH } from "./messages-C05avZiZ.js";
import { d as object, n as _enum, p as string, r as array } from "./schemas-DY5hhiYg.js";
import { a as contactSchema } from "./schemas-sxsS2w5F.js";
import { Gt as Group, Jt as Paper, ut as SPECIALITIES } from "../entry-server.js";
// ../../packages/core/src/profile-schema.ts
/** A field left blank keeps its current value (the spec's rule), so blank is allowed here. */
var keepIfBlank = (what, maxLength) => string().trim().max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` }).default("");
/**
* EDIT on the profile: names and phone, blank keeps the stored value; a password change
* needs both fields filled and equal, otherwise 'Passwords do not match' and nothing is saved.
*/
var profileUpdateSchema = object({
	firstName: keepIfBlank("your first name", 60),
	lastName: keepIfBlank("your last name", 60),
	phone: keepIfBlank("your phone number", 20).refine((phone) => phone === "" || contactSchema.shape.phone.safeParse(phone).success, { error: "Please enter a valid phone number" }),
	password: string().max(200).default(""),
	confirmPassword: string().max(200).default("")
}).superRefine((value, ctx) => {
	if (value.password === "" && value.confirmPassword === "") return;
	if (value.password === "" || value.password !== value.confirmPassword) ctx.addIssue({
		code: "custom",
		message: PASSWORDS_DO_NOT_MATCH,
		path: ["confirmPassword"]
	});
	else if (value.password.length < 8) ctx.addIssue({
		code: "custom",
		message: `Please use at least 8 characters for your password`,
		path: ["password"]
	});
});
/** The pro's speciality checklist: options from the spec's list only, kept in its order. */
var specialitiesSchema = object({ specialities: array(_enum(SPECIALITIES, { error: "Please choose specialities from the list" })).max(SPECIALITIES.length).transform((chosen) => SPECIALITIES.filter((option) => chosen.includes(option))) });
// src/features/profile/AvatarUploadPanel.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function AvatarUploadPanel({ onDone }) {
	const [file, setFile] = (0, import_react.useState)(null);
	const { upload, progress, error, uploading } = useImageUpload();
	const done = async () => {
		if (!file) return onDone(false);
		if (await upload({ kind: "avatar" }, file)) onDone(true);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		p: "md",
		radius: "md",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
					label: "Choose a photo",
					file,
					onChange: setFile,
					progress,
					disabled: uploading
				}),
				error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "red",
					variant: "light",
					role: "alert",
					children: error
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: done,
					loading: uploading,
					children: "Done"
				}) })
			]
		})
	});
}
export { profileUpdateSchema as n, specialitiesSchema as r, AvatarUploadPanel as t };

import { t as Button } from "./Button-AH1fibEG.js";
import { Gt as Group, _n as useDisclosure, d as FormMessage } from "../entry-server.js";
import { t as Modal } from "./Modal-CnI4t3zt.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { t as Textarea } from "./Textarea-BPopjcoO.js";
import { X as require_jsx_runtime, Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
// src/components/HideWithReasonButton.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function HideWithReasonButton({ noun, schema, reasonMaxLength, description, hide }) {
	const [opened, { open, close }] = useDisclosure(false);
	const [pending, setPending] = (0, import_react.useState)(false);
	const { formError, field, onSubmit, showServerError } = useSchemaForm(schema, { reason: "" });
	const submit = async (reason) => {
		setPending(true);
		try {
			await hide(reason);
			close();
		} catch (error) {
			showServerError(error);
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "subtle",
		color: "red",
		size: "compact-sm",
		onClick: open,
		children: ["Hide ", noun]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		onClose: close,
		title: `Hide this ${noun}?`,
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			noValidate: true,
			onSubmit: onSubmit(({ reason }) => void submit(reason)),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
						label: "Why is it hidden?",
						description,
						required: true,
						autosize: true,
						minRows: 2,
						maxLength: reasonMaxLength,
						...field("reason")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						justify: "flex-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "default",
							onClick: close,
							children: "Keep it shown"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							type: "submit",
							color: "red",
							loading: pending,
							children: ["Hide ", noun]
						})]
					})
				]
			})
		})
	})] });
}
export { HideWithReasonButton as t };

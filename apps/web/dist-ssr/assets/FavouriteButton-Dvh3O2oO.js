import { t as ActionIcon } from "./ActionIcon-CbFC3Bb2.js";
import { f as Tooltip, s as HeartIcon } from "./icons-Cq0W7S21.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
// src/features/favourites/FavouriteButton.tsx
var import_jsx_runtime = require_jsx_runtime();
function FavouriteButton({ proUserId, proName, favourite, onChanged }) {
	const utils = trpc.useUtils();
	const save = trpc.account.setFavourite.useMutation({ onSuccess: () => {
		utils.account.favourites.invalidate();
		onChanged();
	} });
	const label = favourite ? `Remove ${proName} from your favourites` : `Add ${proName} to your favourites`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: save.error ? save.error.message : label,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
			variant: favourite ? "light" : "subtle",
			color: "rose",
			size: "lg",
			"aria-label": label,
			"aria-pressed": favourite,
			loading: save.isPending,
			onClick: () => save.mutate({
				proUserId,
				favourite: !favourite
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeartIcon, {
				filled: favourite,
				size: 22
			})
		})
	});
}
export { FavouriteButton as t };

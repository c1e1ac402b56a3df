#!/usr/bin/env python3
"""Writes each fidelity screen's scenario.json (today's scenario keys only) and adds to its
meta.json what the measurement needs: `measureTop` (points of the screen's top left out of the
measurement: 0 everywhere since `chrome.statusBar.glyphs: false` draws a snapshot's blank
status bar area) and `notExpressible` (aspects whose names start with a prefix, and why today's
keys cannot express them)."""
import json
import sys, os
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "fidelity")
HA_ACCENT = "#009AC7"
# The Settings screens (servers, server switching) draw their symbols and Add Server in another
# accent: #4498C3 is the inkiest pixel of those symbols and texts, light and dark (measured).
HA_SETTINGS_ACCENT = "#4498C3"
FOOTER_SWITCH = ("When you open the app, it checks whether you are at one of your homes, either connected to its "
                 "Wi-Fi network or inside its Home zone. If that home belongs to another server, that server is "
                 "opened automatically. Checks happen only on this device while the app is in use, and your "
                 "location is never stored.")
# Snapshot tests draw the view without the status bar: its 47 pt stay (the safe area) but blank.
NO_STATUS = {"glyphs": False}
# SwiftUI's `.foregroundStyle(.secondary)` on a Text inside an HStack or VStack of a row reads the
# label colour at 50 %: #7F7F7F on white, #8E8E8F on the dark card #1C1C1E (the inkiest pixel of
# the closest server's value and of location history's trigger, light and dark); a Text that is
# the whole row reads secondaryLabel (location history's empty row, below).
STACK_SECONDARY = {"light": "#00000080", "dark": "#FFFFFF80"}

def scen(name, vp, lst, theme="light", chrome=None):
    s = {"name": name, "viewport": {"width": vp[0], "height": vp[1], "scale": vp[2]}, "duration": 0,
         "theme": theme, "list": lst, "features": {"scrollIndicator": False}}
    if chrome: s["chrome"] = chrome
    return s

S = {}
NE = {}
TOP = {}
# pointfree: UITableViewController, plain, 10 default cells "0"…"9", iOS 13 filler separators.
for n, vp, top in [("pf-table-iphone-se", (320, 568, 3), 20), ("pf-table-iphone-x", (375, 812, 3), 44),
                   ("pf-table-iphone-xs-max", (414, 896, 3), 44)]:
    # The 414-pt-wide phones have 20-pt layout margins: the separators and the text start 20 pt in.
    S[n] = scen(n, vp, {"style": "plain", "fillerRows": True, "contentInset": {"top": top, "bottom": 0},
                       "separatorInset": 20 if vp[0] >= 414 else 16,
                       "sections": [{"rows": [str(i) for i in range(10)]}]})
    NE[n] = []
# The first row starts 66 pt down: the 44-pt safe area and 22 pt more (iOS 15+ plain tables'
# sectionHeaderTopPadding, measured here; the AccessibilitySnapshot tables, with no header, have none).
S["bsw-selectable-table"] = scen("bsw-selectable-table", (375, 812, 3), {"style": "plain", "contentInset": {"top": 66, "bottom": 0},
    "sections": [{"rows": ["Title1", "Title2", "Title3"]}]})
NE["bsw-selectable-table"] = [
    {"aspect": "row[0].background", "reason": "a row selected before the first frame (selectRow at load): selection is only reached by a tap in the timeline, never at t = 0"},
    {"aspect": "row[*].image", "reason": "the multiple-selection circles of a table in edit mode (allowsMultipleSelectionDuringEditing): edit mode has no selection circles and no key starts a still in edit mode"}]

# swift-snapshot-testing's `.iPhone13(.portrait)` traits set preferredContentSizeCategory
# `.medium` (its Common/View.swift): body 16 pt, subheadline 14, footnote 12 on a 16-pt leading,
# title3 19; the cap heights of the references agree (docs/fidelity.md, "Inter at SF Pro's size").
HA_CONTENT_SIZE = "medium"
def ha_theme(theme):
    t = {"base": theme} if isinstance(theme, str) else dict(theme)
    return {"base": t.pop("base"), "contentSize": HA_CONTENT_SIZE, **t}

def ha(n, lst, chrome, theme="light", ne=()):
    S[n] = scen(n, (390, 844, 3), lst, ha_theme(theme), chrome)
    S[n]["chrome"]["statusBar"] = NO_STATUS
    NE[n] = list(ne)

def tinted(t): return {"title": t, "titleStyle": {"color": HA_ACCENT}}
for mode in ("light", "dark"):
    # Tuned with today's keys to the measured iOS 26 geometry: 51-pt rows, the first card 4.33 pt
    # lower (its top at 457 px, 152.33 pt; 4.67 put it and every line below 1 px low), headers
    # 1.67 pt taller (docs/fidelity.md, "Tuning").
    ha(f"ha-listpicker-content-{mode}",
       {"style": "insetGrouped", "rowHeight": 51, "headerHeight": 39.67, "contentInset": {"top": 4.33, "bottom": 0},
        # The rows are Buttons in a List: their titles are tinted.
        "sections": [{"title": "Section 1", "rows": [tinted("Abc"), {**tinted("aaaa"), "accessory": "checkmark"}, tinted("bbbb"), tinted("ccccc")]},
                     {"title": "Section 2", "rows": [tinted(t) for t in ("Abc", "aaaa", "bbbb", "ccccc")]}]},
       {"statusBar": True, "navigationBar": {"title": "Title 1"}},
       {"base": mode, "tint": HA_ACCENT, "headerUppercase": False})
    ha(f"ha-listpicker-{mode}",
       # iOS 26 starts this untitled first card 3 pt under the empty bar (94 pt), 32 pt above ours.
       {"style": "insetGrouped", "rowStyle": "value1", "rowHeight": 51, "contentInset": {"top": -32, "bottom": 0},
        "sections": [{"rows": [{"title": "Select Item", "detail": "aaaa", "accessory": "disclosure", "detailStyle": {"truncation": "middle"}}]}]},
       {"statusBar": True, "navigationBar": {"title": ""}}, mode)
    # LocationHistoryEntryListItemView: a VStack of two Texts in the body style (16 pt at medium),
    # the trigger `.secondary`.
    ha(f"ha-location-history-{mode}",
       {"style": "insetGrouped", "rowHeight": 70.67, "contentInset": {"top": 16.67, "bottom": 0}, "sections": [{"rows": [
           {"title": "28/2/25, 15:09:33", "detail": "Manual", "style": "subtitle", "accessory": "disclosure", "detailStyle": {"color": STACK_SECONDARY[mode], "size": 16}},
           {"title": "28/2/25, 15:09:33", "detail": "Periodic", "style": "subtitle", "accessory": "disclosure", "detailStyle": {"color": STACK_SECONDARY[mode], "size": 16}}]}]},
       {"statusBar": True, "navigationBar": {"title": "Location History", "trailing": ["Clear"]}}, mode)
del S["ha-location-history-dark"]  # kept light only below; re-added with dark
ha("ha-location-history-dark",
   {"style": "insetGrouped", "rowHeight": 70.67, "contentInset": {"top": 16.67, "bottom": 0}, "sections": [{"rows": [
       {"title": "28/2/25, 15:09:33", "detail": "Manual", "style": "subtitle", "accessory": "disclosure", "detailStyle": {"color": STACK_SECONDARY["dark"], "size": 16}},
       {"title": "28/2/25, 15:09:33", "detail": "Periodic", "style": "subtitle", "accessory": "disclosure", "detailStyle": {"color": STACK_SECONDARY["dark"], "size": 16}}]}]},
   {"statusBar": True, "navigationBar": {"title": "Location History", "trailing": ["Clear"]}}, "dark")
for mode, secondary in (("light", "#3C3C4399"), ("dark", "#EBEBF599")):
    ha(f"ha-location-history-empty-{mode}",
       {"style": "insetGrouped", "rowHeight": 51, "contentInset": {"top": 16.67, "bottom": 0},
        "sections": [{"rows": [{"title": "No Location History", "titleStyle": {"color": secondary}}]}]},
       {"statusBar": True, "navigationBar": {"title": "Location History"}},
       {"base": mode})
# ListPicker: the value is Text(...).truncationMode(.middle).
def value(t, v): return {"title": t, "detail": v, "accessory": "disclosure", "detailStyle": {"truncation": "middle"}}
# AppleLikeListTopRowHeader: an 80-pt Material Design icon (drawn by the nearest symbol), the title in
# .title3.bold(), the body in .subheadline (19 and 14 pt at `medium`), centred in a VStack of 16-pt spacing.
def header_card(title, body, symbol, tint, height):
    return {"title": title, "detail": body, "style": "centered", "height": height,
            "titleStyle": {"size": 19, "weight": "bold"}, "detailStyle": {"size": 14},
            "image": {"symbol": symbol, "tint": tint, "size": 80}}
for mode in ("light", "dark"):
  ha(f"ha-gestures-{mode}",
   {"style": "insetGrouped", "rowStyle": "value1", "rowHeight": 51, "headerHeight": 40, "sections": [
       {"rows": [header_card("Gestures", "Gestures below will be applied whenever you are using Home Assistant main UI.", "hand.raised.fill", HA_SETTINGS_ACCENT, 197)]},
       {"rows": [value("Shake", "None")]},
       {"title": "Swipe left", "rows": [value("Using one finger", "None"), value("Using two fingers", "Go to next page"), value("Using three fingers", "Previous server")]},
       {"title": "Swipe right", "rows": [value("Using one finger", "Show sidebar"), value("Using two fingers", "Back to previous page"), value("Using three fingers", "Next server")]}]},
   {"statusBar": True, "navigationBar": {"title": "", "trailing": ["Reset"]}},
   {"base": mode, "headerUppercase": False},
   [])
for n, closest, theme in [("ha-server-switching-light", False, "light"), ("ha-server-switching-dark", False, "dark"),
                          ("ha-server-switching-closest-light", True, "light"), ("ha-server-switching-closest-dark", True, "dark")]:
    rows = [{"title": "Switch Server by Location", "accessory": {"switch": False}}]
    if closest:
        rows.append({"title": "Closest Server", "detail": "Fake Server · 1.2 km", "style": "value1",
                     "detailStyle": {"color": STACK_SECONDARY[theme]}})
    rows.append({"title": "Remember Last Page", "accessory": {"switch": True}})
    ha(n, {"style": "insetGrouped", "rowHeight": 51, "sections": [
            {"rows": rows, "footer": FOOTER_SWITCH},
            {"rows": [{"title": "How it works?", "image": {"symbol": "info.circle", "layout": "label"}, "accessory": "disclosure"}]}]},
       {"statusBar": True, "navigationBar": {"title": "Server Switching", "largeTitle": True}}, {"base": theme, "tint": HA_SETTINGS_ACCENT},
       [{"aspect": "row[*].image.symbol", "reason": "questionmark.circle is not among today's symbols (info.circle drawn in its place)"}])
AVATAR = {"file": "avatar.png", "size": 40, "cornerRadius": "circle", "textPadding": 8}
for mode in ("light", "dark"):
  ha(f"ha-servers-{mode}",
   {"style": "insetGrouped", "contentInset": {"top": 17.33, "bottom": 0}, "sections": [{"title": "Servers", "footer": "Drag to reorder your servers. The one at the top is used as the default server.",
       # HomeAssistantAccountRowView: a 40-pt avatar (avatar.png, cut from the reference), 8 pt of
       # HStack spacing, the name in .headline; Label rows for switching and Add Server (tinted).
       # Heights from the reference's own lines (each separator the last point of its row): card
       # 622 px, separators 829, 1039, 1198 px, card end 1354 px -> 70, 70, 53 and 51 pt.
       "rows": [{"title": "Fake Server", "titleStyle": {"weight": "semibold"}, "image": AVATAR, "accessory": "disclosure", "height": 70},
                {"title": "Fake Server", "titleStyle": {"weight": "semibold"}, "image": AVATAR, "accessory": "disclosure", "height": 70},
                {"title": "Server Switching", "image": {"symbol": "gear", "layout": "label"}, "accessory": "disclosure", "height": 53},
                {"title": "Add Server", "titleStyle": {"color": HA_SETTINGS_ACCENT}, "image": {"symbol": "plus", "layout": "label"}, "height": 51}]}]},
   {"statusBar": True, "navigationBar": {"title": "Servers", "largeTitle": True}},
   {"base": mode, "headerUppercase": False, "tint": HA_SETTINGS_ACCENT},
   [{"aspect": "row[2].text.line[0]", "reason": "the row's first box is its arrow.left.arrow.right symbol, not among today's symbols (gear drawn in its place)"}])
# PrivacyView: a List in a bare hosting view (no NavigationView), `.listTopContentMargin()`: its first
# card 11 pt below the 47-pt safe area. Ours puts an untitled first card 18 pt below the inset with
# `topMargin: 0`, so the safe area is given as a 40-pt content inset (tuned, as the AccessibilitySnapshot
# screens give theirs). Footers from the app's en Localizable.strings.
for mode in ("light", "dark"):
    n = f"ha-privacy-{mode}"
    S[n] = scen(n, (390, 844, 3), {"style": "insetGrouped", "topMargin": 0, "contentInset": {"top": 40, "bottom": 0}, "sections": [
        {"rows": [header_card("Privacy", "You are in control of your data.", "lock.fill", HA_ACCENT, 178)]},
        {"rows": [{"title": "Firebase Cloud Messaging", "accessory": {"switch": True}}],
         "footer": "Firebase Cloud Messaging must be enabled for push notifications to function."},
        {"rows": [{"title": "Alerts", "accessory": {"switch": True}}],
         "footer": "Allows checking for important alerts like security vulnerabilities."}]},
        # Recorded without drawHierarchyInKeyWindow: CALayer.render draws the cards' corners as circular
        # arcs and the on switch's track bare systemGreen (drawn on screen it is #65C468, as ours).
        ha_theme({"base": mode, "headerUppercase": False, "cardCornerCurve": "circular", "switchOn": "#34C759"}))
    NE[n] = []
# AccessibilitySnapshot: SwiftUI List in a bare hosting view (no navigation bar), overlays tint each element.
# The suite takes the markers off before measuring (meta.json "overlay"; AccessibilityOverlayRemoval.swift).
OVERLAY = {}
# AccessibilitySnapshot draws the view in monochrome (useMonochromeSnapshot, its default): the
# scenarios ask for the same greys (output.grayscale), so their colours are measured too.
MONO_OUTPUT = {"grayscale": True}
for v, vp, top in [("17", (393, 852, 3), 59), ("18", (402, 874, 3), 62), ("26", (402, 874, 3), 62)]:
    upper = v != "26"
    # SwiftUI's List spaces its headers and footers unlike UIKit's table on iOS 17/18
    # (list.framework, docs/scenario.md); iOS 26's figures are SwiftUI's already.
    swiftui = {"framework": "swiftui"} if upper else {}
    S[f"as-list-sections-{v}"] = scen(f"as-list-sections-{v}", vp, {"style": "insetGrouped", **swiftui, "contentInset": {"top": top, "bottom": 0}, "sections": [
        {"title": "Fruits", "rows": ["Apple", "Banana", "Cherry"]}, {"title": "Vegetables", "rows": ["Carrot", "Peas"]}]},
        {"base": "light", "headerUppercase": upper})
    S[f"as-list-sections-{v}"]["output"] = MONO_OUTPUT; NE[f"as-list-sections-{v}"] = []; OVERLAY[f"as-list-sections-{v}"] = "accessibilitySnapshot"
    S[f"as-list-footers-{v}"] = scen(f"as-list-footers-{v}", vp, {"style": "insetGrouped", **swiftui, "contentInset": {"top": top, "bottom": 0}, "sections": [
        {"title": "Accounts", "rows": ["Checking", "Savings"], "footer": "Tap an account to view details"},
        {"title": "Bills", "rows": ["Electric", "Internet"], "footer": "Due this month"}]},
        {"base": "light", "headerUppercase": upper})
    S[f"as-list-footers-{v}"]["output"] = MONO_OUTPUT; NE[f"as-list-footers-{v}"] = []; OVERLAY[f"as-list-footers-{v}"] = "accessibilitySnapshot"
    S[f"as-table-switches-{v}"] = scen(f"as-table-switches-{v}", vp, {"style": "plain", "contentInset": {"top": top, "bottom": 0}, "sections": [
        {"rows": [{"title": "Hello World", "accessory": {"switch": False}} for _ in range(3)]}]})
    S[f"as-table-switches-{v}"]["output"] = MONO_OUTPUT; NE[f"as-table-switches-{v}"] = []; OVERLAY[f"as-table-switches-{v}"] = "hitTargets"

for n, s in S.items():
    d = os.path.join(OUT, n)
    assert os.path.isdir(d), n
    path = os.path.join(d, "scenario.json")
    # The committed scenarios were tuned by hand after this first draft (and name their platform):
    # only a new screen's is written unless --force asks to start again from the draft.
    if os.path.exists(path) and "--force" not in sys.argv:
        continue
    meta = json.load(open(os.path.join(d, "meta.json")))
    s = {"name": s["name"], "platform": "ios26" if float(meta["ios"]) >= 26 else "ios18",
         **{k: v for k, v in s.items() if k != "name"}}
    open(path, "w").write(json.dumps(s, indent=2, ensure_ascii=False) + "\n")
    meta["measureTop"] = TOP.get(n, 0)
    meta["notExpressible"] = NE[n]
    if n in OVERLAY: meta["overlay"] = OVERLAY[n]
    open(os.path.join(d, "meta.json"), "w").write(json.dumps(meta, indent=2, ensure_ascii=False) + "\n")
print(len(S), "scenarios")

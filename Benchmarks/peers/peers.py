#!/usr/bin/env python3
"""Replays ListRender's display lists with cairo, Skia and Blend2D and times their raster.

Benchmark code, not part of the product. `peer-displaylists DIR SCENARIO...` (the Swift side,
Benchmarks/peers/DisplayListDump) writes every 8th frame's display list of each scenario at 3x
and times ListRender's band raster of exactly those frames; this script draws the same items
with each peer (one thread, one surface per peer reused from frame to frame, the frames in
order, the same Inter font files) and prints ours / each peer and ours / the best peer.

Only drawing is timed. Everything a peer would build once and keep (paints, paths, font
objects, image objects, text positions measured with the peer's own metrics, truncation) is
made before the clock starts, so the peers get the benefit of the doubt. What is NOT the same
drawing is listed in README.md next to this file and in docs/benchmarks.md.

    pip install pycairo skia-python blend2d-python numpy
    python3 Benchmarks/peers/peers.py DIR [--iterations K] [--png OUTDIR]
"""
import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time

import numpy as np

FONTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                     "Sources", "ListRender", "Resources", "Fonts")
FONT_FILES = {"regular": "Inter-Regular.otf", "medium": "Inter-Medium.otf", "semibold": "Inter-SemiBold.otf", "bold": "InterDisplay-Bold.otf"}

# cairo's only way to a font file from Python is fontconfig: a config naming just a folder of
# links to our files, set before cairo loads, so "Inter" and "Inter Display" are the bundled
# files and nothing else (a folder of its own: fontconfig writes a .uuid file into it).
_conf_dir = tempfile.mkdtemp(prefix="peers-fc-")
_font_dir = os.path.join(_conf_dir, "fonts")
os.mkdir(_font_dir)
for _name in FONT_FILES.values():
    os.symlink(os.path.abspath(os.path.join(FONTS, _name)), os.path.join(_font_dir, _name))
with open(os.path.join(_conf_dir, "fonts.conf"), "w") as f:
    f.write(f"<?xml version='1.0'?><fontconfig><dir>{_font_dir}</dir>"
            f"<cachedir>{_conf_dir}</cachedir></fontconfig>")
os.environ["FONTCONFIG_FILE"] = os.path.join(_conf_dir, "fonts.conf")

import blend2d as bl  # noqa: E402
import cairo  # noqa: E402
import skia  # noqa: E402


def load_rgba(directory, name, w, h):
    """A dumped picture, straight RGBA8, as premultiplied BGRA8 (every peer's native layout)."""
    a = np.frombuffer(open(os.path.join(directory, name), "rb").read(), dtype=np.uint8).reshape(h, w, 4)
    alpha = a[:, :, 3:4].astype(np.uint16)
    pm = (a[:, :, :3].astype(np.uint16) * alpha + 127) // 255
    out = np.empty_like(a)
    out[:, :, 0], out[:, :, 1], out[:, :, 2], out[:, :, 3] = pm[:, :, 2], pm[:, :, 1], pm[:, :, 0], a[:, :, 3]
    return np.ascontiguousarray(out)


def place_text(measure, string, box_x, box_w, alignment):
    """The run's string (tail-truncated with an ellipsis when wider than its box, as ours does)
    and its left x, by the peer's own advance widths."""
    width = measure(string)
    if width > box_w:
        s = string
        while s and measure(s + "…") > box_w:
            s = s[:-1]
        string = s + "…"
        width = measure(string)
    if alignment == "center":
        return string, box_x + (box_w - width) / 2
    if alignment == "right":
        return string, box_x + box_w - width
    return string, box_x


def replay_path(elements, move, line, quad, cubic, close):
    """A dumped path (["M", x, y], ["L", x, y], ["Q", ...], ["C", ...], ["Z"]) into a peer's path."""
    for e in elements:
        op = e[0]
        if op == "M": move(e[1], e[2])
        elif op == "L": line(e[1], e[2])
        elif op == "Q": quad(e[1], e[2], e[3], e[4])
        elif op == "C": cubic(e[1], e[2], e[3], e[4], e[5], e[6])
        else: close()


def snap_hairline(y, scale):
    return math.floor(y * scale + 1e-6) / scale


def item_box(it):
    """An item's reach in points (x0, y0, x1, y1), generous; None for clip and layer marks."""
    k = it[0]
    if k in ("fill", "rrect"):
        x, y, w, h = it[1:5]; return (x, y, x + w, y + h)
    if k == "strokeRRect":
        x, y, w, h = it[1:5]; d = it[6] / 2; return (x - d, y - d, x + w + d, y + h + d)
    if k == "hairline":
        return (it[1], it[2] - 1, it[1] + it[3], it[2] + 1)
    if k == "capsule":
        r = it[5]; return (min(it[1], it[3]) - r, min(it[2], it[4]) - r, max(it[1], it[3]) + r, max(it[2], it[4]) + r)
    if k == "shadow":
        x, y, w, h, _, blur, dx, dy = it[1:9]; d = 1.5 * blur + 1
        return (x + dx - d, y + dy - d, x + dx + w + d, y + dy + h + d)
    if k in ("fillPath", "strokePath"):
        xs = [v for e in it[1] for v in e[1::2]]; ys = [v for e in it[1] for v in e[2::2]]
        if not xs: return None
        d = it[2] / 2 + 1 if k == "strokePath" else 1
        return (min(xs) - d, min(ys) - d, max(xs) + d, max(ys) + d)
    if k == "image":
        x, y, w, h = it[4:8]; return (x, y, x + w, y + h)
    if k == "text":
        size, base = it[3], it[12]; return (it[8] - size, base - 1.5 * size, it[8] + it[10] + size, base + size)
    return None


def layer_bounds(items):
    """For each `layer` mark, the box of what it holds (x, y, w, h) in points, or None when
    something in it has no box: every peer gets the bounded layer our rasterizer makes
    (LayerBounds), instead of a frame-sized one."""
    out, open_ = {}, []
    for i, it in enumerate(items):
        if it[0] == "layer":
            open_.append([i, None, True])
        elif it[0] == "endLayer" and open_:
            j, box, ok = open_.pop()
            out[j] = (box[0], box[1], box[2] - box[0], box[3] - box[1]) if ok and box else None
            if open_:
                outer = open_[-1]
                outer[2] = outer[2] and ok
                if box: outer[1] = box if outer[1] is None else (min(outer[1][0], box[0]), min(outer[1][1], box[1]), max(outer[1][2], box[2]), max(outer[1][3], box[3]))
        elif open_ and it[0] not in ("clip", "unclip"):
            b = item_box(it)
            top = open_[-1]
            if b is None: top[2] = False
            else: top[1] = b if top[1] is None else (min(top[1][0], b[0]), min(top[1][1], b[1]), max(top[1][2], b[2]), max(top[1][3], b[3]))
    return out


# ---------------------------------------------------------------- Skia

class SkiaPeer:
    name = "Skia"

    def __init__(self, w, h, scale):
        self.surface = skia.Surface(w, h)
        self.canvas = self.surface.getCanvas()
        self.scale = scale
        self.faces = {k: skia.Typeface.MakeFromFile(os.path.join(FONTS, v)) for k, v in FONT_FILES.items()}
        self.fonts = {}
        self.keep = []

    def font(self, weight, size):
        key = (weight, size)
        if key not in self.fonts:
            f = skia.Font(self.faces[weight], size)
            f.setSubpixel(True)
            f.setEdging(skia.Font.Edging.kAntiAlias)
            self.fonts[key] = f
        return self.fonts[key]

    @staticmethod
    def paint(c, **kw):
        return skia.Paint(Color=skia.Color(c[0], c[1], c[2], c[3]), AntiAlias=True, **kw)

    @staticmethod
    def path(elements, rule="nonZero"):
        p = skia.Path()
        replay_path(elements, p.moveTo, p.lineTo, p.quadTo, p.cubicTo, p.close)
        if rule == "evenOdd":
            p.setFillType(skia.PathFillType.kEvenOdd)
        return p

    def compile(self, frame, background, images):
        """The frame as a list of (bound call, args), so the timed loop does nothing but draw."""
        c = self.canvas
        ops = [(c.resetMatrix, ()), (c.clear, (skia.Color(*background[:3], background[3]),)),
               (c.save, ()), (c.scale, (self.scale, self.scale))]
        stack = []
        bounds = layer_bounds(frame["items"])
        for i, it in enumerate(frame["items"]):
            k = it[0]
            if k == "fill":
                ops.append((c.drawRect, (skia.Rect.MakeXYWH(*it[1:5]), self.paint(it[5:9]))))
            elif k == "rrect":
                ops.append((c.drawRRect, (skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(*it[1:5]), it[5], it[5]), self.paint(it[6:10]))))
            elif k == "strokeRRect":
                p = self.paint(it[7:11], Style=skia.Paint.kStroke_Style, StrokeWidth=it[6])
                ops.append((c.drawRRect, (skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(*it[1:5]), it[5], it[5]), p)))
            elif k == "hairline":
                r = skia.Rect.MakeXYWH(it[1], snap_hairline(it[2], self.scale), it[3], 1 / self.scale)
                ops.append((c.drawRect, (r, skia.Paint(Color=skia.Color(*it[4:8])))))
            elif k == "capsule":
                p = self.paint(it[6:10], Style=skia.Paint.kStroke_Style, StrokeWidth=2 * it[5], StrokeCap=skia.Paint.kRound_Cap)
                ops.append((c.drawLine, (it[1], it[2], it[3], it[4], p)))
            elif k == "shadow":
                x, y, w, h, corner, blur, dx, dy = it[1:9]
                p = self.paint(it[9:13], MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, blur / 2))
                ops.append((c.drawRRect, (skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + dx, y + dy, w, h), corner, corner), p)))
            elif k == "fillPath":
                ops.append((c.drawPath, (self.path(it[1], it[2]), self.paint(it[3:7]))))
            elif k == "strokePath":
                cap = skia.Paint.kRound_Cap if it[3] == "round" else skia.Paint.kButt_Cap
                p = self.paint(it[4:8], Style=skia.Paint.kStroke_Style, StrokeWidth=it[2], StrokeCap=cap,
                               StrokeJoin=skia.Paint.kRound_Join)
                ops.append((c.drawPath, (self.path(it[1]), p)))
            elif k == "image":
                img = images[it[1]]
                x, y, w, h, corner = it[4:9]
                dst = skia.Rect.MakeXYWH(x, y, w, h)
                ops.append((c.save, ()))
                if corner > 0:
                    ops.append((c.clipRRect, (skia.RRect.MakeRectXY(dst, corner, corner), True)))
                ops.append((c.drawImageRect, (img, dst, skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kNone))))
                ops.append((c.restore, ()))
            elif k == "text":
                string, weight, size = it[1], it[2], it[3]
                font = self.font(weight, size)
                s, x = place_text(lambda t: font.measureText(t), string, it[8], it[10], it[13])
                ops.append((c.drawString, (s, x, it[12], font, self.paint(it[4:8]))))
            elif k == "backdropBlur":
                # A layer over the rect started from the blurred backdrop (Skia's backdrop image
                # filter, a Gaussian of sigma `radius` points, mapped through the 3x matrix as ours
                # is; edge pixels repeated beyond the frame as ours), clipped to the rect.
                r = skia.Rect.MakeXYWH(*it[1:5])
                blur = skia.ImageFilters.Blur(it[5], it[5], skia.TileMode.kClamp)
                rec = skia.Canvas.SaveLayerRec(r, None, blur, 0)
                # The record points at the rect and filter without owning them: kept alive here.
                self.keep.append((r, blur, rec))
                ops += [(c.save, ()), (c.clipRect, (r, False)), (c.saveLayer, (rec,)), (c.restore, ()), (c.restore, ())]
            elif k == "clip":
                ops.append((c.save, ()))
                ops.append((c.clipRect, (skia.Rect.MakeXYWH(*it[1:5]), True)))
                stack.append(k)
            elif k == "layer":
                b = bounds.get(i)
                ops.append((c.saveLayerAlpha, (skia.Rect.MakeXYWH(*b) if b else None, round(it[1] * 255))))
                stack.append(k)
            elif k in ("unclip", "endLayer"):
                if stack:
                    stack.pop()
                    ops.append((c.restore, ()))
        ops += [(c.restore, ())] * len(stack) + [(c.restore, ())]
        return ops

    def image(self, bgra):
        h, w = bgra.shape[:2]
        return skia.Image.fromarray(bgra, colorType=skia.kBGRA_8888_ColorType)

    def finish(self):
        pass

    def pixels(self):
        return np.array(self.surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType))


# ---------------------------------------------------------------- cairo

class CairoPeer:
    name = "cairo"

    def __init__(self, w, h, scale):
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
        self.ctx = cairo.Context(self.surface)
        self.scale = scale
        faces = {"regular": ("Inter", cairo.FONT_WEIGHT_NORMAL),
                 # The toy API has no 500: medium text is drawn with the 400 file (the same work).
                 "medium": ("Inter", cairo.FONT_WEIGHT_NORMAL),
                 # fontconfig's nearest to bold in a family of 400 and 600 is the 600 file.
                 "semibold": ("Inter", cairo.FONT_WEIGHT_BOLD),
                 "bold": ("Inter Display", cairo.FONT_WEIGHT_BOLD)}
        self.faces = {k: cairo.ToyFontFace(fam, cairo.FONT_SLANT_NORMAL, wt) for k, (fam, wt) in faces.items()}
        self.fonts = {}
        opts = cairo.FontOptions()
        opts.set_antialias(cairo.ANTIALIAS_GRAY)
        opts.set_hint_style(cairo.HINT_STYLE_NONE)
        opts.set_hint_metrics(cairo.HINT_METRICS_OFF)
        self.options = opts

    def font(self, weight, size):
        key = (weight, size)
        if key not in self.fonts:
            m = cairo.Matrix(xx=size, yy=size)
            ctm = cairo.Matrix(xx=self.scale, yy=self.scale)
            self.fonts[key] = cairo.ScaledFont(self.faces[weight], m, ctm, self.options)
        return self.fonts[key]

    def compile(self, frame, background, images):
        cr = self.ctx
        ops = [(cr.identity_matrix, ()), (cr.reset_clip, ()), (cr.set_operator, (cairo.OPERATOR_SOURCE,)),
               (cr.set_source_rgba, tuple(v / 255 for v in background)), (cr.paint, ()),
               (cr.set_operator, (cairo.OPERATOR_OVER,)), (cr.scale, (self.scale, self.scale))]

        def colour(c):
            ops.append((cr.set_source_rgba, (c[0] / 255, c[1] / 255, c[2] / 255, c[3] / 255)))

        def rrect(x, y, w, h, r):
            r = min(r, w / 2, h / 2)
            ops.extend([(cr.new_sub_path, ()), (cr.arc, (x + w - r, y + r, r, -math.pi / 2, 0)),
                        (cr.arc, (x + w - r, y + h - r, r, 0, math.pi / 2)),
                        (cr.arc, (x + r, y + h - r, r, math.pi / 2, math.pi)),
                        (cr.arc, (x + r, y + r, r, math.pi, 3 * math.pi / 2)), (cr.close_path, ())])

        def path(elements):
            last = (0, 0)
            for e in elements:
                op = e[0]
                if op == "M": ops.append((cr.move_to, e[1:3])); last = e[1:3]
                elif op == "L": ops.append((cr.line_to, e[1:3])); last = e[1:3]
                elif op == "Q":  # cairo has cubics only: the same curve raised to degree 3
                    (x0, y0), (qx, qy), (x, y) = last, e[1:3], e[3:5]
                    ops.append((cr.curve_to, (x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0),
                                              x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y)))
                    last = (x, y)
                elif op == "C": ops.append((cr.curve_to, e[1:7])); last = e[5:7]
                else: ops.append((cr.close_path, ()))

        stack = []
        bounds = layer_bounds(frame["items"])
        for i, it in enumerate(frame["items"]):
            k = it[0]
            if k == "fill":
                colour(it[5:9]); ops += [(cr.rectangle, it[1:5]), (cr.fill, ())]
            elif k == "rrect":
                colour(it[6:10]); rrect(*it[1:6]); ops.append((cr.fill, ()))
            elif k == "strokeRRect":
                colour(it[7:11]); rrect(*it[1:6]); ops += [(cr.set_line_width, (it[6],)), (cr.stroke, ())]
            elif k == "hairline":
                colour(it[4:8])
                ops += [(cr.rectangle, (it[1], snap_hairline(it[2], self.scale), it[3], 1 / self.scale)), (cr.fill, ())]
            elif k == "capsule":
                colour(it[6:10])
                ops += [(cr.set_line_cap, (cairo.LINE_CAP_ROUND,)), (cr.set_line_width, (2 * it[5],)),
                        (cr.move_to, it[1:3]), (cr.line_to, it[3:5]), (cr.stroke, ())]
            elif k == "shadow":
                # cairo has no blur: the shadow's shape is filled unblurred (less work than ours).
                x, y, w, h, corner, blur, dx, dy = it[1:9]
                colour(it[9:13]); rrect(x + dx, y + dy, w, h, corner); ops.append((cr.fill, ()))
            elif k == "fillPath":
                colour(it[3:7])
                rule = cairo.FILL_RULE_EVEN_ODD if it[2] == "evenOdd" else cairo.FILL_RULE_WINDING
                ops.append((cr.set_fill_rule, (rule,))); path(it[1]); ops.append((cr.fill, ()))
            elif k == "strokePath":
                colour(it[4:8])
                cap = cairo.LINE_CAP_ROUND if it[3] == "round" else cairo.LINE_CAP_BUTT
                ops += [(cr.set_line_width, (it[2],)), (cr.set_line_cap, (cap,)), (cr.set_line_join, (cairo.LINE_JOIN_ROUND,))]
                path(it[1]); ops.append((cr.stroke, ()))
            elif k == "image":
                surf = images[it[1]]
                iw, ih = it[2], it[3]
                x, y, w, h, corner = it[4:9]
                pattern = cairo.SurfacePattern(surf)
                pattern.set_filter(cairo.FILTER_GOOD)
                m = cairo.Matrix(xx=iw / w, yy=ih / h, x0=-x * iw / w, y0=-y * ih / h)
                pattern.set_matrix(m)
                ops.append((cr.set_source, (pattern,)))
                if corner > 0: rrect(x, y, w, h, corner)
                else: ops.append((cr.rectangle, (x, y, w, h)))
                ops.append((cr.fill, ()))
            elif k == "text":
                sf = self.font(it[2], it[3])
                s, x = place_text(lambda t: sf.text_extents(t).x_advance, it[1], it[8], it[10], it[13])
                colour(it[4:8])
                ops += [(cr.set_scaled_font, (sf,)), (cr.move_to, (x, it[12])), (cr.show_text, (s,))]
            elif k == "clip":
                ops += [(cr.save, ()), (cr.rectangle, it[1:5]), (cr.clip, ())]
                stack.append(k)
            elif k == "layer":
                # A group is the size of the clip: clipped to what it holds, as ours is.
                ops.append((cr.save, ()))
                if bounds.get(i):
                    ops += [(cr.rectangle, bounds[i]), (cr.clip, ())]
                ops.append((cr.push_group, ()))
                stack.append(("layer", it[1]))
            elif k in ("unclip", "endLayer"):
                if stack:
                    top = stack.pop()
                    if top == "clip":
                        ops.append((cr.restore, ()))
                    else:
                        ops += [(cr.pop_group_to_source, ()), (cr.paint_with_alpha, (top[1],)), (cr.restore, ())]
        for top in reversed(stack):
            ops += [(cr.restore, ())] if top == "clip" else [(cr.pop_group_to_source, ()), (cr.paint_with_alpha, (top[1],)), (cr.restore, ())]
        return ops

    def image(self, bgra):
        h, w = bgra.shape[:2]
        buf = bytearray(bgra.tobytes())
        stride = cairo.ImageSurface.format_stride_for_width(cairo.FORMAT_ARGB32, w)
        assert stride == w * 4
        return cairo.ImageSurface.create_for_data(buf, cairo.FORMAT_ARGB32, w, h, stride)

    def finish(self):
        self.surface.flush()

    def pixels(self):
        a = np.ndarray((self.surface.get_height(), self.surface.get_width(), 4), np.uint8, self.surface.get_data())
        return a[:, :, [2, 1, 0, 3]].copy()


# ---------------------------------------------------------------- Blend2D

class Blend2DPeer:
    name = "Blend2D"

    def __init__(self, w, h, scale):
        self.image_ = bl.BLImage.createNew(w, h, bl.BLFormat.PRGB32)
        self.ctx = bl.BLContext(self.image_)
        self.scale = scale
        self.faces = {k: bl.BLFontFace.create_from_file(os.path.join(FONTS, v)) for k, v in FONT_FILES.items()}
        self.fonts = {}

    def font(self, weight, size):
        key = (weight, size)
        if key not in self.fonts:
            f = bl.BLFont()
            f.create_from_face(self.faces[weight], size)
            self.fonts[key] = f
        return self.fonts[key]

    @staticmethod
    def path(elements):
        p = bl.BLPath()
        replay_path(elements, p.move_to, p.line_to, p.quadric_to, p.cubic_to, p.close)
        return p

    def compile(self, frame, background, images):
        cx = self.ctx
        ops = [(cx.reset_transform, ()), (cx.set_fill_style, (tuple(v / 255 for v in background),)), (cx.fill_all, ()),
               (cx.scale, (self.scale, self.scale))]
        alpha = [1.0]

        def colour(c, stroke=False):
            col = (c[0] / 255, c[1] / 255, c[2] / 255, c[3] / 255 * alpha[-1])
            ops.append(((cx.set_stroke_style if stroke else cx.set_fill_style), (col,)))

        def rrect_path(x, y, w, h, r):
            p = bl.BLPath()
            p.add_round_rect(bl.BLRect(x, y, w, h), min(r, w / 2, h / 2))
            return p

        stack = []
        for it in frame["items"]:
            k = it[0]
            if k == "fill":
                colour(it[5:9]); ops.append((cx.fill_rect, (bl.BLRect(*it[1:5]),)))
            elif k == "rrect":
                colour(it[6:10]); ops.append((cx.fill_path, (rrect_path(*it[1:6]),)))
            elif k == "strokeRRect":
                colour(it[7:11], True)
                ops += [(setattr, (cx, "stroke_width", it[6])), (cx.stroke_path, (rrect_path(*it[1:6]),))]
            elif k == "hairline":
                colour(it[4:8])
                ops.append((cx.fill_rect, (bl.BLRect(it[1], snap_hairline(it[2], self.scale), it[3], 1 / self.scale),)))
            elif k == "capsule":
                colour(it[6:10], True)
                p = bl.BLPath(); p.move_to(*it[1:3]); p.line_to(*it[3:5])
                ops += [(setattr, (cx, "stroke_width", 2 * it[5])), (cx.set_stroke_caps, (bl.BLStrokeCap.CAP_ROUND,)),
                        (cx.stroke_path, (p,))]
            elif k == "shadow":
                # Blend2D has no blur: the shadow's shape is filled unblurred (less work than ours).
                x, y, w, h, corner, blur, dx, dy = it[1:9]
                colour(it[9:13]); ops.append((cx.fill_path, (rrect_path(x + dx, y + dy, w, h, corner),)))
            elif k == "fillPath":
                colour(it[3:7])
                rule = bl.BLFillRule.EVEN_ODD if it[2] == "evenOdd" else bl.BLFillRule.NON_ZERO
                ops += [(setattr, (cx, "fill_rule", rule)), (cx.fill_path, (self.path(it[1]),))]
            elif k == "strokePath":
                colour(it[4:8], True)
                cap = bl.BLStrokeCap.CAP_ROUND if it[3] == "round" else bl.BLStrokeCap.CAP_BUTT
                ops += [(setattr, (cx, "stroke_width", it[2])), (cx.set_stroke_caps, (cap,)),
                        (setattr, (cx, "stroke_join", bl.BLStrokeJoin.JOIN_ROUND)), (cx.stroke_path, (self.path(it[1]),))]
            elif k == "image":
                img = images[it[1]]
                iw, ih = it[2], it[3]
                x, y, w, h, corner = it[4:9]
                if corner > 0:
                    m = bl.make_translation_matrix(x, y)
                    m.scale(w / iw, h / ih)
                    pattern = bl.BLPattern(img, bl.BLRectI(0, 0, iw, ih), bl.BLExtendMode.PAD, m)
                    ops += [(cx.set_fill_style, (pattern,)), (cx.fill_path, (rrect_path(x, y, w, h, corner),))]
                else:
                    ops.append((cx.blit_image, (bl.BLRect(x, y, w, h), img)))
            elif k == "text":
                font = self.font(it[2], it[3])
                s, x = place_text(lambda t: font.get_text_metrics(t)[0], it[1], it[8], it[10], it[13])
                colour(it[4:8])
                ops.append((cx.fill_text, (bl.BLPoint(x, it[12]), font, s)))
            elif k == "clip":
                ops += [(cx.save, ()), (cx.clip_to_rect, (bl.BLRect(*it[1:5]),))]
                stack.append(k)
            elif k == "layer":
                # No layers in Blend2D's Python API: the group's items take its opacity one by one.
                alpha.append(alpha[-1] * it[1])
                stack.append(k)
            elif k in ("unclip", "endLayer"):
                if stack:
                    top = stack.pop()
                    if top == "clip": ops.append((cx.restore, ()))
                    else: alpha.pop()
        ops += [(cx.restore, ())] * stack.count("clip")
        return ops

    def image(self, bgra):
        # The binding's pixel array is a copy: the picture goes in through a PNG file instead.
        from PIL import Image
        # (readFromFile swaps red and blue here, so the BGRA bytes go in as they are.)
        rgba = bgra.astype(np.uint16)
        a = rgba[:, :, 3:4]
        rgba[:, :, :3] = np.where(a > 0, (rgba[:, :, :3] * 255 + a // 2) // np.maximum(a, 1), 0)
        with tempfile.NamedTemporaryFile(suffix=".png") as f:
            Image.fromarray(rgba.astype(np.uint8), "RGBA").save(f.name)
            img = bl.BLImage()
            img.readFromFile(f.name)
        return img

    def finish(self):
        self.ctx.flush()

    def pixels(self):
        return self.image_.getDataAsNumPy()  # already a copy, in R, G, B, A order


PEERS = [CairoPeer, SkiaPeer, Blend2DPeer]


def time_frames(peer, compiled, iterations):
    """Median over `iterations` samples (after one warm-up pass) of a frame's drawing time, ms.
    A sample replays the frames in order as often as it takes to last 0.1 s (a one-frame
    fixture is a few ms), as the Swift side does."""
    def one_pass():
        for ops in compiled:
            for f, a in ops:
                f(*a)
            peer.finish()
    start = time.perf_counter()
    one_pass()
    repeats = max(1, math.ceil(0.1 / max(1e-6, time.perf_counter() - start)))
    samples = []
    for _ in range(iterations):
        start = time.perf_counter()
        for _ in range(repeats):
            one_pass()
        samples.append((time.perf_counter() - start) * 1000 / (len(compiled) * repeats))
    return statistics.median(samples)


def dispatch_floor(compiled, iterations):
    """The same loop calling a no-op per op: Python's share of a peer's figure."""
    def nop(*_):
        pass
    calls = [[(nop, a) for _, a in ops] for ops in compiled]
    samples = []
    for n in range(iterations + 1):
        start = time.perf_counter()
        for ops in calls:
            for f, a in ops:
                f(*a)
        if n:
            samples.append((time.perf_counter() - start) * 1000 / len(calls))
    return statistics.median(samples)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", help="folder written by peer-displaylists")
    ap.add_argument("--iterations", type=int, default=5)
    ap.add_argument("--png", help="write each peer's last frame of each fixture here, to look at")
    opts = ap.parse_args()
    names = sorted(f[:-5] for f in os.listdir(opts.dir) if f.endswith(".json"))
    print(f"{'fixture':<14}{'frames':>7}{'ours ms':>9}" + "".join(f"{p.name + ' ms':>12}" for p in PEERS)
          + f"{'py floor':>10}{'ours/best':>11}{'ours/Skia':>11}  best")
    rows = []
    for name in names:
        doc = json.load(open(os.path.join(opts.dir, name + ".json")))
        scale = doc["scale"]
        w, h = round(doc["width"] * scale), round(doc["height"] * scale)
        pictures = {}
        for fr in doc["frames"]:
            for it in fr["items"]:
                if it[0] == "image" and it[1] not in pictures:
                    pictures[it[1]] = load_rgba(opts.dir, it[1], it[2], it[3])
        times, floor = {}, None
        for cls in PEERS:
            peer = cls(w, h, scale)
            images = {k: peer.image(v) for k, v in pictures.items()}
            compiled = [peer.compile(fr, doc["background"], images) for fr in doc["frames"]]
            times[peer.name] = time_frames(peer, compiled, opts.iterations)
            if floor is None:
                floor = dispatch_floor(compiled, opts.iterations)
            if opts.png:
                os.makedirs(opts.png, exist_ok=True)
                px = peer.pixels()
                from PIL import Image
                Image.fromarray(px, "RGBA").save(os.path.join(opts.png, f"{name}-{peer.name}.png"))
        best = min(times, key=times.get)
        ratio = doc["ours_ms"] / times[best]
        rows.append((name, ratio))
        print(f"{name:<14}{len(doc['frames']):>7}{doc['ours_ms']:>9.2f}"
              + "".join(f"{times[p.name]:>12.2f}" for p in PEERS)
              + f"{floor:>10.3f}{ratio:>11.2f}{doc['ours_ms'] / times['Skia']:>11.2f}  {best}")
    return rows


if __name__ == "__main__":
    sys.exit(0 if main() else 1)

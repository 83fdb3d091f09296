// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringView>
#include <Qt>

#include <functional>

namespace tally {

// Eliding text to a width without losing the part that tells it from its look-alikes: two
// template twins ("std::vector<Foo<int>>::push_back(Foo<int> const&)" and its twin with long)
// that a plain middle cut would make read alike keep the characters where they differ, between
// two "…" if need be. Widget-free: the width of a piece of text is the caller's measure (font
// metrics in a delegate, a fake one in tests).
namespace textelision {

// A range of a text's characters, [from, to); empty when from >= to.
struct Span
{
    qsizetype from = 0;
    qsizetype to = 0;

    bool isEmpty() const { return from >= to; }
    friend bool operator==(const Span&, const Span&) = default;
};

// Characters a cut around a kept range keeps at each end of the text when it has room: names
// that differ there (see lookalikes::kMinShared) are told apart by them.
inline constexpr qsizetype kEndCharacters = 3;

// The width of a piece of text, in the unit `width` is given in.
using WidthOf = std::function<double(QStringView)>;

// `text` unchanged when it fits `width`, else cut in `mode` with "…" marking each cut. In
// Qt::ElideMiddle a non-empty `keep` (clamped to the text) stays visible: the cut is moved beside
// it, or made on both of its sides ("head…kept…tail"), with at least kEndCharacters at each end;
// a `keep` too wide for that shows as much of its start as fits ("…kept…"). The result fits
// `width` whenever "…" does.
//
// `guide`, when given, is a cheap estimate of `widthOf` (a sum of the characters' own advances
// where `widthOf` shapes the text): where a cut goes is looked for from where the guide puts it,
// and `widthOf` measures only the few pieces around that, not a dozen pieces of a bisection.
// The cuts are `widthOf`'s own whatever the guide's error, as long as a piece grows no narrower
// with each character it gains (which a bisection assumes too).
QString elide(const QString& text, double width, const WidthOf& widthOf,
              Qt::TextElideMode mode = Qt::ElideMiddle, Span keep = {}, const WidthOf& guide = {});

// The most characters from the start of `text` (or from its end) whose `widthOf` fits `width`,
// never half of a surrogate pair; with a `guide`, looked for from where it puts the cut (see
// elide), else by pieces of growing length and a bisection.
qsizetype fitting(QStringView text, double width, const WidthOf& widthOf, bool fromEnd,
                  const WidthOf& guide = {});

// Whether `widthOf(text) <= width`: with a guide, found as whether all of it fits, which for a
// text far wider than `width` measures only pieces about `width` wide instead of all of it.
bool fitsIn(QStringView text, double width, const WidthOf& widthOf, const WidthOf& guide);

// `text` unchanged when it has at most `maxChars` characters (or `maxChars` is under 3, too few
// for both ends and the mark), else its first and last ones around "…", `maxChars` in all, never
// half of a surrogate pair: for a name in a menu, a title or a sentence, where no width is known
// and a name of 3,000 characters would set the width.
QString cutToLength(const QString& text, qsizetype maxChars);

} // namespace textelision

} // namespace tally

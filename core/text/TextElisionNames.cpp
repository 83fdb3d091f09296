// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/TextElisionNames.h"

#include <algorithm>

namespace tally::textelision {

namespace {

const QChar kEllipsis(0x2026);

bool isIdentifier(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('~') ||
           c == QLatin1Char('$');
}

bool isOpening(QChar c)
{
    return c == QLatin1Char('<') || c == QLatin1Char('(') || c == QLatin1Char('[') ||
           c == QLatin1Char('{');
}

bool isClosing(QChar c)
{
    return c == QLatin1Char('>') || c == QLatin1Char(')') || c == QLatin1Char(']') ||
           c == QLatin1Char('}');
}

// Whether the bracket at `i` belongs to an operator's name ("operator<<", "operator()",
// "operator->", "operator[]", "operator new[]") rather than opening or closing a list.
bool inOperatorName(QStringView name, qsizetype i)
{
    const auto after = [&name](qsizetype end, QStringView text) {
        return end >= text.size() && name.sliced(end - text.size(), text.size()) == text;
    };
    const QChar c = name[i];
    if (c == QLatin1Char('(') || c == QLatin1Char('['))
        return after(i, u"operator") || after(i, u"operator new") || after(i, u"operator delete");
    if (c == QLatin1Char(')'))
        return after(i, u"operator(");
    if (c == QLatin1Char(']'))
        return after(i, u"operator[") || after(i, u"operator new[") ||
               after(i, u"operator delete[");
    // The '<' and '>' of "operator<<", "operator->", "operator<=>".
    qsizetype j = i;
    while (j > 0 && i - j < 3 && QStringView(u"<>=-").contains(name[j - 1]))
        --j;
    return after(j, u"operator");
}

QStringView piece(QStringView text, Span span)
{
    return text.sliced(span.from, span.to - span.from);
}

// `text` from its start as far as `width` holds it, with "…" when cut.
QString rightCut(QStringView text, double width, const WidthOf& widthOf, const WidthOf& guide)
{
    if (fitsIn(text, width, widthOf, guide))
        return text.toString();
    const qsizetype kept =
        fitting(text, width - widthOf(QStringView(&kEllipsis, 1)), widthOf, false, guide);
    return text.first(kept).toString() + kEllipsis;
}

} // namespace

Span ownName(QStringView name)
{
    // Where the name ends: at the parameter list, else at a --separate-callers context.
    const qsizetype size = name.size();
    qsizetype end = size;
    int depth = 0;
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = name[i];
        if (depth == 0 && c == QLatin1Char('\'') && i > 0) {
            end = i;
            break;
        }
        const bool opening = isOpening(c);
        if ((!opening && !isClosing(c)) || inOperatorName(name, i))
            continue;
        if (opening && depth == 0 && c == QLatin1Char('(') && i > 0) {
            end = i;
            break;
        }
        depth = opening ? depth + 1 : std::max(0, depth - 1);
    }
    const auto skipSpaces = [&name](qsizetype at) {
        while (at > 0 && name[at - 1] == QLatin1Char(' '))
            --at;
        return at;
    };
    end = skipSpaces(end);
    // The function's template arguments ("build_index<Foo>"), or a list's " <cycle 2>".
    if (end > 0 && name[end - 1] == QLatin1Char('>') && !inOperatorName(name, end - 1)) {
        int nesting = 0;
        qsizetype at = end - 1;
        for (; at >= 0; --at) {
            if (isClosing(name[at]) && !inOperatorName(name, at))
                ++nesting;
            else if (isOpening(name[at]) && !inOperatorName(name, at))
                --nesting;
            if (nesting == 0)
                break;
        }
        if (at < 0)
            return {};
        end = skipSpaces(at);
    }
    constexpr QStringView kOperator = u"operator";
    if (const qsizetype op = name.first(end).lastIndexOf(kOperator);
        op >= 0 && (op == 0 || !isIdentifier(name[op - 1])) &&
        (op + kOperator.size() == end || !isIdentifier(name[op + kOperator.size()]) ||
         name[op + kOperator.size()] == QLatin1Char(' ')) &&
        !name.sliced(op, end - op).contains(u"::"))
        return {op, end};
    qsizetype start = end;
    while (start > 0 && isIdentifier(name[start - 1]))
        --start;
    if (start == end || !(name[start].isLetter() || name[start] == QLatin1Char('_') ||
                          name[start] == QLatin1Char('~')))
        return {};
    return {start, end};
}

Span leadingFileName(QStringView location)
{
    const qsizetype open = location.indexOf(u" (");
    return {0, open < 0 ? location.size() : open};
}

QString elideName(const QString& name, double width, const WidthOf& widthOf, Span distinguishing,
                  const WidthOf& guide)
{
    const QStringView all(name);
    const qsizetype size = name.size();
    if (fitsIn(all, width, widthOf, guide))
        return name;
    const Span own = ownName(all);
    Span other{std::clamp<qsizetype>(distinguishing.from, 0, size),
               std::clamp<qsizetype>(distinguishing.to, 0, size)};
    if (own.isEmpty())
        return elide(name, width, widthOf, Qt::ElideMiddle, other, guide);

    // Room for both with the name's ends beside them: elide() keeps the range they make whole.
    const QStringView ellipsis(&kEllipsis, 1);
    const double ellipsisWidth = widthOf(ellipsis);
    const Span both =
        other.isEmpty() ? own : Span{std::min(own.from, other.from), std::max(own.to, other.to)};
    const double ends = widthOf(all.first(std::min(both.from, kEndCharacters))) +
                        widthOf(all.sliced(std::max(both.to, size - kEndCharacters)));
    if (widthOf(piece(all, both)) + 2 * ellipsisWidth + ends <= width)
        return elide(name, width, widthOf, Qt::ElideMiddle, both, guide);

    // Too narrow: the own name first. What tells the name apart inside it is shown with it;
    // a range around it keeps the part after it (the template arguments and parameters that
    // follow a function's name differ more often than its return type), whose start is then
    // what the look-alikes share, and its end what they differ in.
    bool clipped = false;
    if (!other.isEmpty() && other.from < own.to && other.to > own.from) {
        clipped = other.to > own.to;
        other = clipped ? Span{own.to, other.to} : Span{};
    }
    const bool before = !other.isEmpty() && other.to <= own.from;
    // The own name and what follows it, as far as `room` holds them ("…" where cut).
    const auto ownOnwards = [&](double room) {
        return rightCut(all.sliced(own.from), room, widthOf, guide);
    };
    const auto otherPart = [&](double room) {
        const QStringView text = piece(all, other);
        if (fitsIn(text, room, widthOf, guide))
            return text.toString();
        const QString cut = elide(text.toString(), room, widthOf,
                                  clipped ? Qt::ElideLeft : Qt::ElideMiddle, {}, guide);
        // A cut that shows fewer than two of its characters tells nothing apart.
        return cut.size() < 3 ? QString() : cut;
    };
    if (!before) {
        const QString lead = own.from > 0 ? QString(kEllipsis) : QString();
        const double room = width - (own.from > 0 ? ellipsisWidth : 0);
        // Through the other range in one piece when that fits, cut after it.
        if (other.isEmpty() || widthOf(all.sliced(own.from, other.to - own.from)) +
                                       (other.to < size ? ellipsisWidth : 0) <=
                                   room)
            return lead + ownOnwards(room);
        // The own name whole when the difference still has room after it, else both cut: the
        // difference keeps up to half the room, as two look-alikes must not read alike.
        const QStringView ownText = piece(all, own);
        const double trailing = other.to < size ? ellipsisWidth : 0;
        const double otherRoom =
            std::max(room - widthOf(ownText) - ellipsisWidth - trailing,
                     std::min(widthOf(piece(all, other)), room / 2 - trailing));
        const QString shown = otherPart(otherRoom);
        if (shown.isEmpty())
            return lead + ownOnwards(room);
        const double ownRoom = room - widthOf(shown) - trailing;
        QString result = lead;
        // The own name, whole or as much of its start as fits, and the cut after it.
        result += ownText.first(fitting(ownText, ownRoom - ellipsisWidth, widthOf, false, guide));
        if (!shown.startsWith(kEllipsis))
            result += kEllipsis;
        result += shown;
        if (other.to < size)
            result += kEllipsis;
        return result;
    }
    // The other range before the own name (a class's template argument): shown in the text's
    // order, with the room the own name leaves.
    const QString lead = other.from > 0 ? QString(kEllipsis) : QString();
    const QString gap = other.to < own.from ? QString(kEllipsis) : QString();
    const double ownNeeds = widthOf(piece(all, own)) + (own.to < size ? ellipsisWidth : 0);
    const double otherRoom = width - ownNeeds - widthOf(lead) - widthOf(gap);
    const QString shown = otherPart(otherRoom);
    if (shown.isEmpty())
        return QString(kEllipsis) + ownOnwards(width - ellipsisWidth);
    const QString start = lead + shown + gap;
    return start + ownOnwards(width - widthOf(start));
}

} // namespace tally::textelision

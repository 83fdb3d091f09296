// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// What item views paint, for tests of elision: a style that records each cell's text as the
// screen shows it, and a profile of template twins (names that differ only in their middle).

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/widgets/common/ColumnHeader.h"
#include "ui/widgets/common/LongTextDelegate.h"

#include <QAbstractItemView>
#include <QByteArray>
#include <QFontMetricsF>
#include <QHeaderView>
#include <QMap>
#include <QProxyStyle>
#include <QScrollBar>
#include <QSet>
#include <QStringList>
#include <QStyleOptionViewItem>
#include <QTreeView>

#include <utility>

namespace tally::test {

// Records the text each cell paints: what the delegate hands the style, elided further as the
// style would when it is still wider than the cell's text room.
class RecordingStyle : public QProxyStyle
{
public:
    struct Cell
    {
        QString text;
        bool fits = false;
        int room = 0;  // the text's room in the cell
        int width = 0; // the cell's
    };

    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override
    {
        if (const auto* item = qstyleoption_cast<const QStyleOptionViewItem*>(option);
            element == CE_ItemViewItem && item) {
            const int room = LongTextDelegate::textWidth(*item);
            const QFontMetricsF metrics(item->font);
            Cell& cell = m_cells[{item->index.row(), item->index.column()}];
            cell.room = room;
            cell.width = item->rect.width();
            cell.fits = metrics.horizontalAdvance(item->text) <= room;
            cell.text =
                cell.fits ? item->text : metrics.elidedText(item->text, item->textElideMode, room);
        }
        QProxyStyle::drawControl(element, option, painter, widget);
    }

    mutable QMap<std::pair<int, int>, Cell> m_cells;
};

// The same class and function templates made for several types: their names differ in the
// middle, where a plain middle cut falls.
inline QStringList twinNames()
{
    const QStringList types = {QStringLiteral("int"), QStringLiteral("long"),
                               QStringLiteral("unsigned int"), QStringLiteral("short")};
    QStringList names;
    for (const QString& type : types) {
        names << QStringLiteral("std::vector<Foo<%1>, std::allocator<Foo<%1> > >::push_back("
                                "Foo<%1> const&)")
                     .arg(type);
        names
            << QStringLiteral("void sortAll<std::vector<%1, std::allocator<%1> > >(int)").arg(type);
    }
    return names;
}

// A profile where main calls each twin; the twins' costs start at `firstCost`. With `cyclic`
// each twin also calls the next, and the last the first: one recursion cycle of all of them.
inline QByteArray twinsProfile(int firstCost = 1000, bool cyclic = false)
{
    const QStringList names = twinNames();
    QByteArray text = "events: Ir Dr\nfn=main\n1 5 1\n";
    int cost = firstCost;
    for (const QString& name : names) {
        text +=
            "cfn=" + name.toUtf8() + "\ncalls=1 2\n2 " + QByteArray::number(cost) + " 1234567\n";
        cost += 1111;
    }
    cost = firstCost;
    for (qsizetype i = 0; i < names.size(); ++i) {
        text += "fn=" + names[i].toUtf8() + "\n1 " + QByteArray::number(cost) + " 1234567\n";
        if (cyclic)
            text += "cfn=" + names[(i + 1) % names.size()].toUtf8() + "\ncalls=1 3\n3 7 1\n";
        cost += 1111;
    }
    return text;
}

// What is wrong with the twins' cells of `table` (styled by `style`) in `column` at its present
// width, or an empty text: each must fit its cell and read differently from the others, and all
// of twinNames() must be there (found by their whole names, SortRole). `cut` is set when a
// cell's text was cut.
inline QString twinsReadApart(QAbstractItemView& table, const RecordingStyle& style, int column,
                              bool& cut)
{
    style.m_cells.clear();
    table.viewport()->repaint();
    QSet<QString> shown;
    int twins = 0;
    const QAbstractItemModel& model = *table.model();
    for (int row = 0; row < model.rowCount(); ++row) {
        if (!twinNames().contains(model.index(row, column).data(SortRole).toString()))
            continue;
        ++twins;
        const RecordingStyle::Cell cell = style.m_cells.value({row, column});
        const QString where = QStringLiteral("%1 px: %2")
                                  .arg(columnheader::of(table)->sectionSize(column))
                                  .arg(cell.text);
        if (!cell.fits)
            return QStringLiteral("does not fit, ") + where;
        if (shown.contains(cell.text))
            return QStringLiteral("reads as another, ") + where;
        shown.insert(cell.text);
        cut = cut || cell.text.contains(QChar(0x2026));
    }
    if (twins != twinNames().size())
        return QStringLiteral("%1 twins of %2").arg(twins).arg(twinNames().size());
    return {};
}

// Where a row of `list` (a list of one column) reaches past its viewport, or a sideways scroll
// bar: empty when every row fits the list.
inline QString rowsPastTheList(const QAbstractItemView& list)
{
    for (int row = 0; row < list.model()->rowCount(); ++row) {
        const QRect place = list.visualRect(list.model()->index(row, 0));
        if (place.left() < 0 || place.right() >= list.viewport()->width())
            return QStringLiteral("row %1 ends at %2 in %3")
                .arg(row)
                .arg(place.right())
                .arg(list.viewport()->width());
    }
    if (list.horizontalScrollBar()->maximum() != 0)
        return QStringLiteral("a sideways scroll bar");
    return {};
}

} // namespace tally::test

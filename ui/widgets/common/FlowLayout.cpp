// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/FlowLayout.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QWidget>

#include <algorithm>

namespace tally {

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), m_spacing(spacing) {}

FlowLayout::~FlowLayout() = default;

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.emplace_back(item); // QLayout hands over ownership
}

QLabel* FlowLayout::addLabelled(const QString& text, QWidget* control)
{
    auto* pair = new QWidget(parentWidget());
    auto* row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(3);
    auto* label = new QLabel(text, pair);
    label->setBuddy(control);
    control->setParent(pair);
    row->addWidget(label);
    row->addWidget(control);
    addWidget(pair);
    return label;
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < count() ? m_items[std::size_t(index)].get() : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= count())
        return nullptr;
    QLayoutItem* item = m_items[std::size_t(index)].release();
    m_items.erase(m_items.begin() + index);
    return item; // the caller owns it now
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else wraps.
    QSize size;
    for (const auto& item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // All in one row.
    int width = 0;
    int height = 0;
    for (const auto& item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? m_spacing : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const QMargins margins = contentsMargins();
    // Rows first, so that each can centre its items on its own height.
    struct Row
    {
        std::vector<QLayoutItem*> items;
        int height = 0;
    };
    std::vector<Row> rows(1);
    int x = 0;
    for (const auto& owned : m_items) {
        QLayoutItem* item = owned.get();
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        if (!rows.back().items.empty() && x + m_spacing + hint.width() > area.width()) {
            rows.emplace_back();
            x = 0;
        }
        x += (rows.back().items.empty() ? 0 : m_spacing) + hint.width();
        rows.back().items.push_back(item);
        rows.back().height = std::max(rows.back().height, hint.height());
    }
    if (rows.front().items.empty())
        return margins.top() + margins.bottom();
    int y = area.top();
    for (const Row& row : rows) {
        if (row.items.empty())
            continue;
        if (apply) {
            int left = area.left();
            for (QLayoutItem* item : row.items) {
                const QSize hint = item->sizeHint();
                const int width = std::min(hint.width(), area.width());
                item->setGeometry(QRect(QPoint(left, y + (row.height - hint.height()) / 2),
                                        QSize(width, hint.height())));
                left += width + m_spacing;
            }
        }
        y += row.height + m_spacing;
    }
    return y - m_spacing - area.top() + margins.top() + margins.bottom();
}

} // namespace tally

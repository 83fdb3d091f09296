// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ReadableNameColumn.h"

#include "ui/widgets/common/ColumnHeader.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace tally {

ReadableNameColumn::ReadableNameColumn(QAbstractItemView& view, int nameColumn, int yielding)
    : QObject(&view), m_view(view), m_header(*columnheader::of(view)), m_nameColumn(nameColumn),
      m_yielding(yielding)
{
    view.viewport()->installEventFilter(this);
    connect(&m_header, &QHeaderView::sectionResized, this, [this](int section) {
        if (!m_fitting && section != m_nameColumn)
            fit();
    });
}

bool ReadableNameColumn::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void ReadableNameColumn::fit()
{
    const QHeaderView* header = &m_header;
    if (m_yielding >= header->count() || header->isSectionHidden(m_yielding))
        return;
    int others = 0;
    for (int section = 0; section < header->count(); ++section) {
        if (section != m_nameColumn && section != m_yielding && !header->isSectionHidden(section))
            others += header->sectionSize(section);
    }
    if (const int current = header->sectionSize(m_yielding); current != m_fitted)
        m_chosen = current; // given by someone else since
    const int room = m_view.viewport()->width() - others - kReadable;
    m_fitted = std::clamp(room, std::min(kNarrowest, m_chosen), m_chosen);
    if (m_fitted == header->sectionSize(m_yielding))
        return;
    m_fitting = true;
    m_header.resizeSection(m_yielding, m_fitted);
    m_fitting = false;
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/DiagnosticsPanel.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QListView>

namespace tally {

DiagnosticsPanel::DiagnosticsPanel(QWidget* parent) : QDockWidget(tr("Diagnostics"), parent)
{
    setObjectName(QStringLiteral("diagnostics"));
    m_list = new QListView(this);
    m_list->setModel(&m_model);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setToolTip(tr("Click a warning to copy it"));
    setWidget(m_list);
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex& index) {
        const QString text = index.data().toString();
        QGuiApplication::clipboard()->setText(text);
        emit copied(text);
    });
}

void DiagnosticsPanel::setDiagnostics(const std::vector<Diagnostic>& diagnostics)
{
    QStringList lines;
    lines.reserve(qsizetype(diagnostics.size()));
    for (const auto& diagnostic : diagnostics)
        lines << diagnostic.toString();
    m_model.setStringList(lines);
}

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Diagnostic.h"

#include <QDockWidget>
#include <QStringListModel>

class QListView;

namespace tally {

// The loader's warnings as `file:line: message`, one per row; clicking a row copies it.
class DiagnosticsPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsPanel(QWidget* parent = nullptr);

    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    int count() const { return m_model.rowCount(); }
    QStringListModel& model() { return m_model; }

signals:
    void copied(const QString& text);

private:
    QStringListModel m_model;
    QListView* m_list = nullptr;
};

} // namespace tally

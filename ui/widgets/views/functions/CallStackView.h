// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

class QTreeView;

namespace tally {

class CallStackModel;

// The costliest chain of calls through the active function, root at the top (CallStackModel):
// a click on a step makes its function active, and the chain stays while it passes through it.
class CallStackView : public QWidget
{
    Q_OBJECT

public:
    explicit CallStackView(Session& session, QWidget* parent = nullptr);
    ~CallStackView() override;

    QTreeView* tree() const { return m_tree; }
    CallStackModel* model() const { return m_model.get(); }

private:
    void updateColumns();
    void showActiveRow();

    Session& m_session;
    std::unique_ptr<CallStackModel> m_model;
    QTreeView* m_tree = nullptr;
    // The chain follows the Session only while the tab shows; declared last, so it stops
    // watching first.
    ViewActivity m_activity{this};
};

} // namespace tally

// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QWidget>

class QHBoxLayout;

namespace tally {

// A breadcrumb of the functions the user went through to reach the active one; clicking one
// goes back to it. It fits the room it has: the crumbs in the middle give way first, and the
// active function is always shown.
class NavigationBar : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaximumShown = 8;

    explicit NavigationBar(Session& session, QWidget* parent = nullptr);

    QStringList crumbs() const; // the shown names, oldest first, for tests

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kPreferredWidth = 400;
    static constexpr int kMinimumWidth = 120;

    void rebuild();

    Session& m_session;
    QHBoxLayout* m_layout = nullptr;
    int m_builtForWidth = -1;
};

} // namespace tally

#pragma once

#include "Session.h"

#include <QWidget>

class QTabWidget;

namespace tally {

class RelationView;

// The tabbed area beside the flat profile, as KCachegrind has it: two tab groups one above the
// other (so two views show at once), each offering Callers, Callees, All Callers and All Callees.
class RelationTabs : public QWidget
{
    Q_OBJECT

public:
    enum class Kind
    {
        Callers,
        Callees,
        AllCallers,
        AllCallees
    };

    explicit RelationTabs(Session& session, QWidget* parent = nullptr);

    // Shows `kind` in the upper group (its tab becomes current); returns its view.
    RelationView* show(Kind kind);
    RelationView* view(int group, Kind kind) const;
    QTabWidget* group(int index) const { return index == 0 ? m_upper : m_lower; }

    static QString title(Kind kind);

private:
    QTabWidget* createGroup(Session& session, Kind current);

    QTabWidget* m_upper = nullptr;
    QTabWidget* m_lower = nullptr;
};

} // namespace tally
